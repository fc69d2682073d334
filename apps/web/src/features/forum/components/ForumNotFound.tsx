import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { Result } from "../../../components/LazyResult.tsx";

/** A post or board that does not exist, or that this reader may not see. */
export function ForumNotFound({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={title}
      extra={
        <Button type="primary" href="#/forum">
          {t("forum.detail.backToForum")}
        </Button>
      }
    />
  );
}
