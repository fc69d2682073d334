import { Button, Result } from "antd";
import { useTranslation } from "react-i18next";

/** What failed to load, why, and a retry, in place of the content. */
export function LoadFailure({
  title,
  reason,
  onRetry,
}: {
  title: string;
  reason: string | undefined;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={title}
      subTitle={reason}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t("common.retry")}
        </Button>
      }
    />
  );
}
