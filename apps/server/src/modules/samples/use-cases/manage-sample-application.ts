import { type ManageSampleInput, type SampleAction, sampleTransitions } from "@portal/shared";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { nextVersion } from "../../../platform/db/versioned-row.ts";
import { AppError } from "../../../platform/http/errors.ts";
import type { Notice } from "../../message/use-cases/add-notices.ts";
import { products } from "../../product/schema.ts";
import { sampleApplications } from "../schema.ts";

type SampleChange = Partial<typeof sampleApplications.$inferInsert>;

/** What each action writes besides the state, refusing a missing reason, carrier or number. */
function changeOf(input: ManageSampleInput, actorId: number, now: Date): SampleChange {
  const decided = { decidedBy: actorId, decidedAt: now };
  switch (input.action) {
    case "approve":
      return decided;
    case "refuse":
      if (!input.reason) {
        throw new AppError("bad_request", "samples.reasonRequired", {
          fields: [{ field: "reason", messageKey: "samples.reasonRequired" }],
        });
      }
      return { ...decided, reason: input.reason };
    case "ship":
      if (!input.carrier || !input.trackingNumber) {
        throw new AppError("bad_request", "samples.carrierRequired", {
          fields: [
            ...(input.carrier
              ? []
              : [{ field: "carrier", messageKey: "samples.carrierRequired" as const }]),
            ...(input.trackingNumber
              ? []
              : [
                  {
                    field: "trackingNumber",
                    messageKey: "samples.trackingNumberRequired" as const,
                  },
                ]),
          ],
        });
      }
      return { carrier: input.carrier, trackingNumber: input.trackingNumber, shippedAt: now };
    case "cancel":
      return {};
  }
}

/** The owner's notice of a staff action; a cancellation is the owner's own doing. */
function noticeOf(
  action: SampleAction,
  application: typeof sampleApplications.$inferSelect,
  model: string,
  actorId: number,
): Notice[] {
  const base = { userId: application.userId, link: "/samples", actorId };
  switch (action) {
    case "approve":
      return [{ ...base, kind: "sample_approved", params: { title: model } }];
    case "refuse":
      return [
        {
          ...base,
          kind: "sample_refused",
          params: { title: model, reason: application.reason ?? "" },
        },
      ];
    case "ship":
      return [
        {
          ...base,
          kind: "sample_shipped",
          params: {
            title: model,
            carrier: application.carrier ?? "",
            trackingNumber: application.trackingNumber ?? "",
          },
        },
      ];
    case "cancel":
      return [];
  }
}

/**
 * `/application/manageUserApplication`: staff approve or refuse a pending application and ship
 * an approved one; its owner cancels a pending one. Only the transitions of `sampleTransitions`
 * happen: the update is conditional on the state it moves from, so of two racing decisions one
 * wins and the other is refused with 409. Answers the owner's notice.
 */
export async function manageSampleApplication({
  db,
  now,
  actorId,
  staff,
  input,
}: {
  db: Database;
  now: Date;
  actorId: number;
  /** Whether the actor holds the management page's permission. */
  staff: boolean;
  input: ManageSampleInput;
}): Promise<Notice[]> {
  if (input.action !== "cancel" && !staff) throw new AppError("forbidden");
  const [found] = await db
    .select({ userId: sampleApplications.userId, model: products.model })
    .from(sampleApplications)
    .innerJoin(products, eq(products.id, sampleApplications.productId))
    .where(eq(sampleApplications.id, input.id));
  // Another member's application is nobody's business but its owner's and staff's.
  if (!found || (input.action === "cancel" && found.userId !== actorId)) {
    throw new AppError("not_found", "samples.notFound");
  }
  const transition = sampleTransitions[input.action];
  const [changed] = await db
    .update(sampleApplications)
    .set({
      ...changeOf(input, actorId, now),
      state: transition.to,
      version: nextVersion(sampleApplications.version),
      updatedAt: now,
    })
    .where(and(eq(sampleApplications.id, input.id), eq(sampleApplications.state, transition.from)))
    .returning();
  if (!changed) {
    throw new AppError(
      "conflict",
      transition.from === "pending" ? "samples.notPending" : "samples.notApproved",
    );
  }
  return noticeOf(input.action, changed, found.model, actorId);
}
