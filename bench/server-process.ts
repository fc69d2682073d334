import { type ChildProcess, fork } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { serverNodeFlags } from "../scripts/server-node-flags.mjs";
import type { RecordedQuery } from "./database/query-recorder.ts";
import type { ParentMessage, ServerMessage } from "./servers/child-protocol.ts";

type ReadyMessage = Extract<ServerMessage, { type: "ready" }>;

export type RunningServer = Omit<ReadyMessage, "type"> & {
  /** Starts recording the database statements the server sends (app servers only). */
  startRecording: () => Promise<void>;
  /** The statements sent since `startRecording`, EXPLAIN ANALYZEd when `explain`. */
  stopRecording: (options: { explain: boolean }) => Promise<RecordedQuery[]>;
  stop: () => Promise<void>;
};

/** Migrating and seeding the catalogue takes a while on PGlite on a small machine. */
const startTimeoutMs = 300_000;
const answerTimeoutMs = 120_000;
const stopTimeoutMs = 10_000;

/**
 * Starts `script` (a file under servers/) in its own Node process, so the load generator and
 * the server under test do not share an event loop; resolves once it listens.
 */
/** With BENCH_CPU_PROFILE_DIR, each server writes a V8 processor profile there when it exits. */
function profilerArguments(): string[] {
  const folder = process.env.BENCH_CPU_PROFILE_DIR;
  return folder ? ["--cpu-prof", `--cpu-prof-dir=${folder}`] : [];
}

export async function startServerProcess(
  script: string,
  environment: Record<string, string | undefined> = {},
  /** Longer for a server that seeds more (the forum bench's million replies). */
  startTimeout = startTimeoutMs,
): Promise<RunningServer> {
  const child = fork(fileURLToPath(new URL(script, import.meta.url)), [], {
    execArgv: [...serverNodeFlags, "--import", import.meta.resolve("tsx"), ...profilerArguments()],
    env: { ...process.env, ...environment },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const { type: _type, ...ready } = await waitForReady(child, script, startTimeout);
  const tell = (message: ParentMessage) => child.send(message);
  return {
    ...ready,
    async startRecording() {
      const answer = nextMessage(child, "recording");
      tell({ type: "startRecording" });
      await answer;
    },
    async stopRecording({ explain }) {
      const answer = nextMessage(child, "recorded");
      tell({ type: "stopRecording", explain });
      return (await answer).queries;
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, "exit");
      tell({ type: "stop" });
      const timer = setTimeout(() => child.kill("SIGKILL"), stopTimeoutMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The child's next message of `type`; rejects when it exits or stays silent too long. */
function nextMessage<Type extends ServerMessage["type"]>(
  child: ChildProcess,
  type: Type,
  timeoutMs = answerTimeoutMs,
): Promise<Extract<ServerMessage, { type: Type }>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      cleanUp();
      reject(new Error(`the server did not answer "${type}" within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    const onMessage = (message: ServerMessage) => {
      if (message.type !== type) return;
      cleanUp();
      resolve(message as Extract<ServerMessage, { type: Type }>);
    };
    const onExit = (code: number | null) => {
      cleanUp();
      reject(new Error(`the server exited with code ${code} before it answered "${type}"`));
    };
    const cleanUp = () => {
      clearTimeout(timer);
      child.off("message", onMessage);
      child.off("exit", onExit);
    };
    child.on("message", onMessage);
    child.once("exit", onExit);
  });
}

async function waitForReady(
  child: ChildProcess,
  script: string,
  timeoutMs: number,
): Promise<ReadyMessage> {
  try {
    return await nextMessage(child, "ready", timeoutMs);
  } catch (error) {
    child.kill("SIGKILL");
    throw new Error(`${script}: ${(error as Error).message}`);
  }
}
