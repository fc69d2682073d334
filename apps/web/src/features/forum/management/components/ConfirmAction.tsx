import { Button, Popconfirm } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { showSuccess } from "../../../../lib/feedback.ts";

/**
 * A moderator action without a reason (top, essence, unlock, certify, approve): asks
 * `question` first, then acts and says `doneMessage`. A failure says nothing more here: the
 * HTTP client has shown the server's message, or `onAct` has.
 */
export function ConfirmAction({
  label,
  question,
  doneMessage,
  onAct,
  type = "link",
}: {
  label: string;
  question: string;
  doneMessage: string;
  onAct: () => Promise<unknown>;
  type?: "link" | "default" | "primary";
}) {
  const { t } = useTranslation();
  const [acting, setActing] = useState(false);
  return (
    <Popconfirm
      title={question}
      okText={label}
      cancelText={t("common.cancel")}
      onConfirm={async () => {
        setActing(true);
        try {
          await onAct();
          showSuccess(doneMessage);
        } catch {
          // Shown already (the HTTP client's toast or the caller's explanation).
        } finally {
          setActing(false);
        }
      }}
    >
      <Button type={type} size="small" loading={acting}>
        {label}
      </Button>
    </Popconfirm>
  );
}
