import { forumPostPath } from "@portal/shared";
import type { FastifyInstance } from "fastify";
import { sweepHourly } from "./hourly-sweep.ts";
import { forumReads } from "./use-cases/forum-reads.ts";
import { refundExpiredBounties } from "./use-cases/refund-expired-bounties.ts";

/**
 * Bounties with no adopted answer after 30 days go back to their authors: swept when the
 * instance starts and every hour on the app's clock. Two instances sweeping at once refund each
 * post once (refundBounty locks it).
 */
export async function forumBountySweep(app: FastifyInstance) {
  sweepHourly(app, "expired bounties were not refunded", async () => {
    const refunded = await refundExpiredBounties({
      db: app.db,
      now: app.now(),
      welcomeGrant: await app.setting("points.welcomeGrant"),
    });
    if (refunded.length > 0) forumReads.forget(app);
    await app.notify(
      refunded.map((refund) => ({
        userId: refund.authorId,
        kind: "bounty_refunded" as const,
        params: { title: refund.title, amount: refund.amount },
        link: forumPostPath(refund.postId),
      })),
    );
  });
}
