import { type CustomizationDetail, type CustomizationSummary, maskPhone } from "@portal/shared";
import type { ListedCustomization } from "./use-cases/list-customizations.ts";

type Person = { nickname: string | null; phone: string } | null;

/** How staff and applicants are named on a request: the nickname, or the masked phone. */
export const nameOf = (person: Person) =>
  person ? (person.nickname ?? maskPhone(person.phone)) : null;

type Request = ListedCustomization["request"];

export function presentSummary({
  request,
  assignee,
  replyCount,
}: ListedCustomization): CustomizationSummary {
  return {
    id: request.id,
    company: request.company,
    contact: request.contact,
    phone: request.phone,
    moduleModel: request.moduleModel,
    quantity: request.quantity,
    state: request.state as CustomizationSummary["state"],
    assigneeId: request.assigneeId,
    assigneeName: nameOf(assignee),
    replyCount,
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
  };
}

export function presentDetail(found: {
  request: Request;
  applicant: NonNullable<Person>;
  assignee: Person;
  replies: {
    reply: {
      id: number;
      fromStaff: boolean;
      content: string;
      attachments: CustomizationDetail["attachments"];
      createdAt: Date;
    };
    author: Person;
  }[];
}): CustomizationDetail {
  const { request } = found;
  return {
    ...presentSummary({
      request,
      assignee: found.assignee,
      replyCount: found.replies.length,
    }),
    email: request.email,
    requirement: request.requirement,
    attachments: request.attachments,
    applicantId: request.userId,
    applicantName: nameOf(found.applicant) ?? "",
    closedAt: request.closedAt?.toISOString() ?? null,
    version: request.version,
    replies: found.replies.map(({ reply, author }) => ({
      id: reply.id,
      fromStaff: reply.fromStaff,
      authorName: nameOf(author),
      content: reply.content,
      attachments: reply.attachments,
      createdAt: reply.createdAt.toISOString(),
    })),
  };
}
