/** Messages a bench server child process sends its parent over the IPC channel. */
export type ServerMessage = { type: "ready"; url: string; detail?: string };

/** Tells the parent where the server listens. */
export function announceReady(url: string, detail?: string) {
  const message: ServerMessage = { type: "ready", url, ...(detail ? { detail } : {}) };
  process.send?.(message);
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
  process.on("message", (message) => {
    if (message === "stop") void shutdown();
  });
  process.on("disconnect", () => void shutdown());
}
