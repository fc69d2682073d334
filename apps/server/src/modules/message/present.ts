import type { MessageKind, MessageRow } from "@portal/shared";
import type { MessageEntry } from "./use-cases/list-messages.ts";

export function presentMessage(entry: MessageEntry): MessageRow {
  return {
    id: entry.id,
    // Written only through app.notify, typed with the shared kinds.
    kind: entry.kind as MessageKind,
    params: entry.params,
    link: entry.link,
    actor:
      entry.actorId === null ? null : { id: entry.actorId, nickname: entry.actorNickname ?? "" },
    read: entry.readAt !== null,
    createdAt: entry.createdAt.toISOString(),
  };
}
