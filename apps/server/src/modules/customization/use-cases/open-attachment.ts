import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { AppError } from "../../../platform/http/errors.ts";
import type { FileStore } from "../../../platform/storage/storage.ts";
import type { CustomizationViewer } from "../access.ts";
import type { CustomizationAttachment } from "../schema.ts";
import { customizationReplies } from "../schema.ts";
import { findVisibleRequest } from "./get-customization.ts";

const attachmentNotFound = () => new AppError("not_found", "customization.attachmentNotFound");

/**
 * `/service/customized/attachment`: a file of a request or of one of its replies, for the
 * request's applicant and staff only; the key must be one the request's thread names.
 */
export async function openCustomizationAttachment({
  db,
  store,
  viewer,
  id,
  key,
}: {
  db: Database;
  store: FileStore;
  viewer: CustomizationViewer;
  id: number;
  key: string;
}) {
  const { request } = await findVisibleRequest(db, viewer, id);
  let attachment: CustomizationAttachment | undefined = request.attachments.find(
    (file) => file.key === key,
  );
  if (!attachment) {
    const replies = await db
      .select({ attachments: customizationReplies.attachments })
      .from(customizationReplies)
      .where(
        and(
          eq(customizationReplies.requestId, id),
          sql`${customizationReplies.attachments} @> ${JSON.stringify([{ key }])}::jsonb`,
        ),
      )
      .limit(1);
    attachment = replies[0]?.attachments.find((file) => file.key === key);
  }
  if (!attachment) throw attachmentNotFound();
  try {
    return { ...attachment, stream: await store.openReadStream(attachment.key) };
  } catch (error) {
    if ((error as { code?: unknown }).code === "ENOENT") throw attachmentNotFound();
    throw error;
  }
}
