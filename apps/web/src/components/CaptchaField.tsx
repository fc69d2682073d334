import { CheckCircleFilled, CloseCircleFilled, LoadingOutlined } from "@ant-design/icons";
import type { CaptchaChallenge } from "@portal/shared";
import { useQuery } from "@tanstack/react-query";
import { Button, Form } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { HttpError, http } from "../lib/http.ts";
import { solveCaptcha } from "./captcha-solver.ts";
import "./CaptchaField.css";

/** The form field the answer goes in; the sign-in form sends it as `captchaCode`. */
const answerField = "captchaCode";

/** Whether a refusal says the next try needs the security check (sign-in, password change). */
export function asksForCaptcha(error: unknown): boolean {
  return (
    error instanceof HttpError &&
    error.status === 400 &&
    typeof error.data === "object" &&
    error.data !== null &&
    (error.data as { captchaRequired?: unknown }).captchaRequired === true
  );
}

/**
 * The current captcha; each refetch asks the server for a new one. The server keeps one for 5
 * minutes, so one left on the page is replaced before that.
 */
export function useCaptcha(enabled: boolean) {
  return useQuery({
    queryKey: ["user", "captcha"],
    queryFn: ({ signal }) =>
      http.get<CaptchaChallenge>("/api/user/drawImage", {
        signal,
        quiet: true,
        onUnauthorized: "none",
      }),
    enabled,
    staleTime: 0,
    gcTime: 0,
    refetchInterval: 4 * 60 * 1000,
  });
}

type Outcome = { captchaId: string; failed: boolean };

/**
 * The security check: the browser works out each new captcha's proof of work by itself and puts
 * the answer in the form; the person only sees its progress, and a retry when it failed.
 */
export function CaptchaField({ captcha }: { captcha: ReturnType<typeof useCaptcha> }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const answer = Form.useWatch(answerField, form);
  const [outcome, setOutcome] = useState<Outcome>();
  const current = captcha.data;

  useEffect(() => {
    if (!current) return;
    const controller = new AbortController();
    const settle = (solved: string | null) => {
      if (controller.signal.aborted) return;
      // Setting the answer clears a "wait" message left by an early submit.
      if (solved !== null) form.setFields([{ name: answerField, value: solved, errors: [] }]);
      setOutcome({ captchaId: current.captchaId, failed: solved === null });
    };
    form.setFieldValue(answerField, "");
    solveCaptcha(current.challenge, controller).then(settle, () => settle(null));
    return () => controller.abort();
  }, [current, form]);

  const ofCurrent = current && outcome?.captchaId === current.captchaId ? outcome : undefined;
  const status =
    (captcha.isError && !captcha.isFetching) || ofCurrent?.failed
      ? "failed"
      : ofCurrent && answer && !captcha.isFetching
        ? "passed"
        : "checking";
  const icon = {
    checking: <LoadingOutlined aria-hidden />,
    passed: <CheckCircleFilled aria-hidden />,
    failed: <CloseCircleFilled aria-hidden />,
  }[status];

  return (
    <Form.Item label={t("captcha.label")} required>
      <Form.Item
        name={answerField}
        noStyle
        rules={[{ required: true, message: t("captcha.required") }]}
      >
        <input type="hidden" />
      </Form.Item>
      <div className={`captcha-check captcha-check-${status}`} data-testid="captcha-check">
        <span className="captcha-check-icon">{icon}</span>
        <span className="captcha-check-text" role="status">
          {t(`captcha.${status}`)}
        </span>
        {status === "failed" ? (
          <Button type="link" size="small" onClick={() => void captcha.refetch()}>
            {t("common.retry")}
          </Button>
        ) : null}
      </div>
    </Form.Item>
  );
}
