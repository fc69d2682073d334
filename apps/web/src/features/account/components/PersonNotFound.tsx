import { Button, Card, Empty } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export function PersonNotFound() {
  const { t } = useTranslation();
  return (
    <Card>
      <Empty description={t("account.personInfo.notFound")} data-testid="person-not-found">
        <Link to="/home">
          <Button type="primary">{t("common.backHome")}</Button>
        </Link>
      </Empty>
    </Card>
  );
}
