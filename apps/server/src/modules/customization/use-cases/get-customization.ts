import { asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../../platform/db/client.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { users } from "../../user/schema.ts";
import type { CustomizationViewer } from "../access.ts";
import { customizationReplies, customizationRequests } from "../schema.ts";

const applicants = alias(users, "applicants");
const assignees = alias(users, "assignees");

export const notFound = () => new AppError("not_found", "customization.notFound");

/**
 * A request as its applicant or staff see it. Anybody else is told it does not exist (404),
 * so the ids of other companies' requests reveal nothing.
 */
export async function findVisibleRequest(db: Database, viewer: CustomizationViewer, id: number) {
  const [found] = await db
    .select({
      request: customizationRequests,
      applicant: { nickname: applicants.nickname, phone: applicants.phone },
      assignee: { nickname: assignees.nickname, phone: assignees.phone },
    })
    .from(customizationRequests)
    .innerJoin(applicants, eq(applicants.id, customizationRequests.userId))
    .leftJoin(assignees, eq(assignees.id, customizationRequests.assigneeId))
    .where(eq(customizationRequests.id, id));
  if (!found || (!viewer.staff && found.request.userId !== viewer.userId)) throw notFound();
  return found;
}

/** `/service/customized/getCustomizedInfo`: the request and its thread, oldest reply first. */
export async function getCustomization({
  db,
  viewer,
  id,
}: {
  db: Database;
  viewer: CustomizationViewer;
  id: number;
}) {
  const found = await findVisibleRequest(db, viewer, id);
  const replies = await db
    .select({
      reply: customizationReplies,
      author: { nickname: users.nickname, phone: users.phone },
    })
    .from(customizationReplies)
    .leftJoin(users, eq(users.id, customizationReplies.authorId))
    .where(eq(customizationReplies.requestId, id))
    .orderBy(asc(customizationReplies.createdAt), asc(customizationReplies.id));
  return { ...found, replies };
}
