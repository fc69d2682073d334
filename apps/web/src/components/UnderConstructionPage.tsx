import { ToolOutlined } from "@ant-design/icons";
import { Button, Result, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useRouteTitleKey } from "./route-handle.ts";
import "./under-construction.css";

/** The page of every route not built yet: its translated title and an "under construction" note. */
export function UnderConstructionPage({ homePath = "/home" }: { homePath?: string }) {
  const { t } = useTranslation();
  const titleKey = useRouteTitleKey();
  return (
    <div className="page-container page-narrow">
      <Result
        icon={<ToolOutlined />}
        title={
          <h1 className="under-construction-title">
            {titleKey ? t(titleKey) : t("underConstruction.badge")}
          </h1>
        }
        subTitle={
          <>
            <Tag color="processing">{t("underConstruction.badge")}</Tag>
            <p>{t("underConstruction.description")}</p>
          </>
        }
        extra={
          <Link to={homePath}>
            <Button type="primary">{t("underConstruction.backHome")}</Button>
          </Link>
        }
      />
    </div>
  );
}
