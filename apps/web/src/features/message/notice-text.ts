import type { MessageRow } from "@portal/shared";
import type { TFunction } from "i18next";

/**
 * A notice in the reader's language: its kind's text with the notice's params, the actor's
 * nickname and, for a moderation, the action's name; a given reason (or a version's change
 * note) is said after it. A param
 * the text names but the notice lacks reads as nothing rather than as its placeholder.
 */
export function noticeText(t: TFunction, notice: Pick<MessageRow, "kind" | "params" | "actor">) {
  const { reason, note, action, ...params } = notice.params;
  const actor = notice.actor?.nickname || t("message.someone");
  const actionName =
    action === undefined ? "" : t(`message.actions.${action}`, { defaultValue: String(action) });
  const text = t(`message.kinds.${notice.kind}`, {
    title: "",
    text: "",
    ...params,
    // A bounty's points, under either name a sender gives them.
    points: params.points ?? params.amount ?? "",
    actor,
    action: actionName,
  });
  const given = reason === undefined ? "" : String(reason).trim();
  const withReason = given ? `${text}${t("message.reasonSuffix", { reason: given })}` : text;
  const changeNote = note === undefined ? "" : String(note).trim();
  return changeNote ? `${withReason}${t("message.noteSuffix", { note: changeNote })}` : withReason;
}
