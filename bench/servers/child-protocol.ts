import type { CatalogueSummary } from "../catalogue/seed-catalogue.ts";
import type { RecordedQuery } from "../database/query-recorder.ts";

/** Messages a bench server child process sends its parent over the IPC channel. */
export type ServerMessage =
  | {
      type: "ready";
      url: string;
      /** What the server runs on, e.g. "PGlite (PostgreSQL 17.5)". */
      detail?: string;
      catalogue?: CatalogueSummary;
    }
  | { type: "recording" }
  | { type: "recorded"; queries: RecordedQuery[] };

/** Messages the parent sends a child. */
export type ParentMessage =
  | { type: "stop" }
  | { type: "startRecording" }
  | { type: "stopRecording"; explain: boolean };

/** What a server that records its database statements answers. */
export type QueryRecording = {
  start: () => void;
  stop: (options: { explain: boolean }) => Promise<RecordedQuery[]>;
};

function send(message: ServerMessage) {
  process.send?.(message);
}

/** Tells the parent where the server listens. */
export function announceReady(message: Omit<Extract<ServerMessage, { type: "ready" }>, "type">) {
  send({ type: "ready", ...message });
}

/** Starts and stops the recording of database statements when the parent asks. */
export function onRecordingRequests(recording: QueryRecording) {
  process.on("message", (message: ParentMessage) => {
    if (message.type === "startRecording") {
      recording.start();
      send({ type: "recording" });
    } else if (message.type === "stopRecording") {
      void recording
        .stop({ explain: message.explain })
        .then((queries) => send({ type: "recorded", queries }));
    }
  });
}

/** Runs `stop` when the parent asks for it or goes away, then exits. */
export function onStop(stop: () => Promise<unknown>) {
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    try {
      await stop();
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  process.on("message", (message: ParentMessage) => {
    if (message.type === "stop") void shutdown();
  });
  process.on("disconnect", () => void shutdown());
}
