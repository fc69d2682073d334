import type { CustomizationApplyInput } from "@portal/shared";
import type { Database } from "../../../platform/db/client.ts";
import type { FileStore } from "../../../platform/storage/storage.ts";
import { customizationRequests } from "../schema.ts";
import { checkAttachments } from "./check-attachments.ts";

/** `/service/customized/apply`: a member's request, new and unassigned; answers its id. */
export async function applyCustomization({
  db,
  store,
  now,
  userId,
  input,
}: {
  db: Database;
  store: FileStore;
  now: Date;
  userId: number;
  input: CustomizationApplyInput;
}): Promise<number> {
  await checkAttachments({ store, userId, attachments: input.attachments });
  const [created] = await db
    .insert(customizationRequests)
    .values({
      userId,
      company: input.company,
      contact: input.contact,
      phone: input.phone,
      email: input.email ?? null,
      moduleModel: input.moduleModel,
      quantity: input.quantity,
      requirement: input.requirement,
      attachments: input.attachments,
      state: "new",
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: customizationRequests.id });
  return (created as { id: number }).id;
}
