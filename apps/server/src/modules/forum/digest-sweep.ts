import type { FastifyInstance } from "fastify";
import { sweepHourly } from "./hourly-sweep.ts";
import { sendFollowDigests } from "./use-cases/send-follow-digests.ts";

/**
 * The follows' daily digest, swept on start and hourly: it goes out within the first hour of
 * China's day. Instances sweeping at once send each member's digest once (`sendFollowDigests`
 * takes each item with one delete).
 */
export async function forumDigestSweep(app: FastifyInstance) {
  sweepHourly(app, "follow digests were not sent", async () => {
    const notices = await sendFollowDigests({
      db: app.db,
      now: app.now(),
      mail: app.mail,
      siteHost: app.config.siteHost,
      onMailFailure: (error) => app.log.error({ err: error }, "a digest e-mail was not sent"),
    });
    await app.notify(notices);
  });
}
