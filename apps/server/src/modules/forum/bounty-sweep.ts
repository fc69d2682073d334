import { forumPostPath } from "@portal/shared";
import type { FastifyInstance } from "fastify";
import { forumReads } from "./use-cases/forum-reads.ts";
import { refundExpiredBounties } from "./use-cases/refund-expired-bounties.ts";

const hourMs = 60 * 60 * 1000;

/**
 * Bounties with no adopted answer after 30 days go back to their authors: swept when the
 * instance starts and every hour on the app's clock; a sweep still running when the next is due
 * lets it pass. Two instances sweeping at once refund each post once (refundBounty locks it).
 */
export async function forumBountySweep(app: FastifyInstance) {
  let running: Promise<void> | undefined;
  function sweep() {
    if (running) return;
    running = (async () => {
      const refunded = await refundExpiredBounties({
        db: app.db,
        now: app.now(),
        welcomeGrant: await app.setting("points.welcomeGrant"),
      });
      if (refunded.length > 0) forumReads.forget(app.db);
      await app.notify(
        refunded.map((refund) => ({
          userId: refund.authorId,
          kind: "bounty_refunded" as const,
          params: { title: refund.title, amount: refund.amount },
          link: forumPostPath(refund.postId),
        })),
      );
    })()
      .catch((error: unknown) =>
        app.log.error({ err: error }, "expired bounties were not refunded"),
      )
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
