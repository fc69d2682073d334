import type { FastifyInstance } from "fastify";

const hourMs = 60 * 60 * 1000;

/**
 * Runs `work` when the instance starts and every hour after (the forum's sweeps); a run still
 * going when the next is due lets it pass, and closing waits for it. A failure is logged with
 * `failure` and the next hour tries again.
 */
export function sweepHourly(app: FastifyInstance, failure: string, work: () => Promise<void>) {
  let running: Promise<void> | undefined;
  function sweep() {
    if (running) return;
    running = work()
      .catch((error: unknown) => app.log.error({ err: error }, failure))
      .finally(() => {
        running = undefined;
      });
  }
  let sweeps: ReturnType<typeof setInterval> | undefined;
  app.addHook("onReady", async () => {
    sweep();
    sweeps = setInterval(sweep, hourMs);
    sweeps.unref();
  });
  app.addHook("preClose", async () => {
    clearInterval(sweeps);
    await running;
  });
}
