import { useTranslation } from "react-i18next";
import { confirmAction } from "./feedback.ts";
import { HttpError } from "./http.ts";
import { isStaleRecordFailure } from "./stale-record.ts";

/**
 * The one answer of every management form to a save from a stale version (409, someone else
 * saved the record meanwhile): the form keeps what the person typed, and a dialog offers to
 * reload the record (`reload` fetches it again and resets the form) or to keep editing. Answers
 * a handler for a failed save that says whether it was that conflict.
 */
export function useStaleRecordGuard() {
  const { t } = useTranslation();
  return (error: unknown, reload: () => Promise<void>): boolean => {
    if (!(error instanceof HttpError) || !isStaleRecordFailure(error)) return false;
    confirmAction({
      title: t("common.staleRecord.title"),
      content: error.msg,
      okText: t("common.staleRecord.reload"),
      cancelText: t("common.staleRecord.keepEditing"),
      onOk: reload,
    });
    return true;
  };
}
