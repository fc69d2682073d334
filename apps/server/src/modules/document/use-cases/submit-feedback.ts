import type { FeedbackBody } from "@portal/shared";
import type { Database } from "../../../platform/db/client.ts";
import { AppError } from "../../../platform/http/errors.ts";
import type { SignedInViewer } from "../policy.ts";
import { documentFeedback } from "../schema.ts";
import { getDocument } from "./get-document.ts";

/** `feedback`: a signed-in user reports a problem with a document they can see; answers its id. */
export async function submitFeedback({
  db,
  now,
  viewer,
  ...body
}: FeedbackBody & { db: Database; now: Date; viewer: SignedInViewer }): Promise<number> {
  await getDocument({ db, viewer, id: body.documentId });
  const [created] = await db
    .insert(documentFeedback)
    .values({
      documentId: body.documentId,
      userId: viewer.userId,
      type: body.type,
      content: body.content,
      contact: body.contact || null,
      createdAt: now,
    })
    .returning({ id: documentFeedback.id });
  if (!created) throw new AppError("internal");
  return created.id;
}
