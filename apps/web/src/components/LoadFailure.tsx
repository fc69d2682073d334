import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { Result } from "./LazyResult.tsx";

/** A load that failed for a reason other than "not found": what failed, why, and a retry. */
export function LoadFailure({
  title,
  error,
  onRetry,
}: {
  title: string;
  /** The failure; its message (the http client's, in the interface language) says why. */
  error?: { message: string } | null;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={title}
      subTitle={error?.message}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t("common.retry")}
        </Button>
      }
    />
  );
}
