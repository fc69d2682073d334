import type { CaptchaImage } from "@portal/shared";
import { useQuery } from "@tanstack/react-query";
import { Form, Input, Skeleton } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { http } from "../lib/http.ts";

/** The current image code; each refetch asks the server for a new one. */
export function useCaptcha(enabled: boolean) {
  return useQuery({
    queryKey: ["user", "captcha"],
    queryFn: ({ signal }) =>
      http.get<CaptchaImage>("/api/user/drawImage", {
        signal,
        quiet: true,
        onUnauthorized: "none",
      }),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}

function svgSource(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The image-code input with its picture; clicking the picture loads a new code. */
export function CaptchaField({ captcha }: { captcha: ReturnType<typeof useCaptcha> }) {
  const { t } = useTranslation();
  const refresh = () => void captcha.refetch();
  let picture: ReactNode;
  if (captcha.isFetching && !captcha.data) {
    picture = <Skeleton.Button active className="captcha-picture" />;
  } else if (captcha.data) {
    picture = (
      <img
        className="captcha-picture"
        src={svgSource(captcha.data.svg)}
        alt={t("captcha.alt")}
        width={120}
        height={40}
      />
    );
  } else {
    picture = <span className="captcha-failed">{t("captcha.loadFailed")}</span>;
  }
  return (
    <Form.Item label={t("captcha.label")} required extra={t("captcha.refresh")}>
      <div className="captcha-row">
        <Form.Item
          name="captchaCode"
          noStyle
          rules={[{ required: true, whitespace: true, message: t("captcha.required") }]}
        >
          <Input
            placeholder={t("captcha.placeholder")}
            autoComplete="off"
            maxLength={16}
            aria-label={t("captcha.label")}
          />
        </Form.Item>
        <button
          type="button"
          className="captcha-button"
          onClick={refresh}
          title={t("captcha.refresh")}
          data-testid="captcha-refresh"
        >
          {picture}
        </button>
      </div>
    </Form.Item>
  );
}
