import type { Notice } from "../message/use-cases/add-notices.ts";

type NoticeKind = "customization_assigned" | "customization_replied" | "customization_closed";

/** What the applicant gets at each step: it names the request and opens its page. */
export function customizationNotice(
  kind: NoticeKind,
  request: { id: number; userId: number; moduleModel: string; company: string },
  actorId: number,
): Notice {
  return {
    userId: request.userId,
    kind,
    params: { title: `${request.moduleModel} · ${request.company}` },
    link: `/valueadd/request/${request.id}`,
    actorId,
  };
}
