import { normalizeMainlandMobile, type SendCodeResult } from "@portal/shared";
import type { UseMutationResult } from "@tanstack/react-query";
import { Button, type FormInstance } from "antd";
import { useTranslation } from "react-i18next";
import { showSuccess } from "../../../lib/feedback.ts";
import { useCountdown } from "../../../lib/use-countdown.ts";
import "../account.css";

const defaultResendSeconds = 60;

/**
 * "Send code": checks the phone field, asks the server for an SMS code, then stays
 * disabled for the wait the server names (60 s by default).
 */
export function SendCodeButton({
  form,
  phoneField = "phone",
  send,
}: {
  form: FormInstance;
  phoneField?: string;
  send: UseMutationResult<SendCodeResult, Error, string>;
}) {
  const { t } = useTranslation();
  const { secondsLeft, start } = useCountdown();

  async function onClick() {
    try {
      await form.validateFields([phoneField]);
    } catch {
      return;
    }
    const raw = String(form.getFieldValue(phoneField) ?? "");
    const phone = normalizeMainlandMobile(raw) ?? raw;
    try {
      const result = await send.mutateAsync(phone);
      start(result?.resendAfterSeconds || defaultResendSeconds);
      showSuccess(t("account.sendCode.sent"));
    } catch {
      // The http client showed the server's reason (too frequent, already registered, ...).
    }
  }

  return (
    <Button
      onClick={onClick}
      disabled={secondsLeft > 0}
      loading={send.isPending}
      className="send-code-button"
      data-testid="send-code"
    >
      {secondsLeft > 0
        ? t("account.sendCode.resendIn", { seconds: secondsLeft })
        : t("account.sendCode.send")}
    </Button>
  );
}
