import type { FastifyInstance } from "fastify";
import { chinaDay } from "./china-day.ts";
import { recordingBufferOf } from "./recording-buffer.ts";
import {
  countDaysWithoutVisitorCount,
  mergeClosedMonths,
} from "./use-cases/merge-closed-months.ts";
import { sweepOldViews } from "./use-cases/sweep-old-views.ts";

/** How often the buffered views and events are written when fewer than a batch are waiting. */
const flushEveryMs = 5_000;
const hourMs = 60 * 60 * 1000;

/**
 * Writes the recording buffer every few seconds and on close; on start and hourly sweeps the
 * raw rows past their retention and merges the visitor sketches of months that are over
 * (harmless when several instances sweep at once).
 */
export async function statisticsRecording(app: FastifyInstance) {
  const buffer = recordingBufferOf(app.db);
  buffer.onError((error) =>
    app.log.error({ err: error }, "page views and events were not written"),
  );
  let sweeping: Promise<void> | undefined;
  const sweep = () => {
    const now = app.now();
    sweeping ??= sweepOldViews({
      db: app.db,
      now,
      retentionDays: app.config.statistics.retentionDays,
    })
      .then(() => countDaysWithoutVisitorCount(app.db))
      .then(() => mergeClosedMonths({ db: app.db, today: chinaDay(now) }))
      .catch((error: unknown) =>
        app.log.error({ err: error }, "old page views were not swept or months not merged"),
      )
      .finally(() => {
        sweeping = undefined;
      });
  };
  let flushes: ReturnType<typeof setInterval> | undefined;
  let sweeps: ReturnType<typeof setInterval> | undefined;
  app.addHook("onReady", async () => {
    flushes = setInterval(() => void buffer.flush(), flushEveryMs);
    flushes.unref();
    sweep();
    sweeps = setInterval(sweep, hourMs);
    sweeps.unref();
  });
  app.addHook("preClose", async () => {
    clearInterval(flushes);
    clearInterval(sweeps);
    await sweeping;
    await buffer.flush();
  });
}
