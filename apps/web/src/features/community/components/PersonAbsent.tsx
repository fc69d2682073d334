import { Button, Empty } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card } from "../../../components/card/Card.tsx";

/**
 * What the personal page shows of nobody: no member under this id, or an account that was
 * deleted (nothing of it, not even its name).
 */
export function PersonAbsent({ reason }: { reason: "notFound" | "deleted" }) {
  const { t } = useTranslation();
  return (
    <div className="page-container page-narrow">
      <Card>
        <Empty
          description={<h1 className="person-absent">{t(`community.personInfo.${reason}`)}</h1>}
          data-testid={`person-${reason === "deleted" ? "deleted" : "not-found"}`}
        >
          <Link to="/home">
            <Button type="primary">{t("common.backHome")}</Button>
          </Link>
        </Empty>
      </Card>
    </div>
  );
}
