import { Card, Tabs } from "antd";
import { useTranslation } from "react-i18next";
import { ManagementHeader } from "../faq/ManagementFrame.tsx";
import { BannerTable } from "./BannerTable.tsx";
import { LinkTable } from "./LinkTable.tsx";
import "./banner-management.css";

/** /server/banner: the home page carousel and the footer's friendship links. */
export function BannerManagementPage() {
  const { t } = useTranslation();
  return (
    <div className="content-admin-page">
      <ManagementHeader
        title={t("content.bannerManagement.title")}
        subtitle={t("content.bannerManagement.subtitle")}
      />
      <Card>
        <Tabs
          destroyOnHidden
          items={[
            {
              key: "banners",
              label: t("content.bannerManagement.tabs.banners"),
              children: <BannerTable />,
            },
            {
              key: "links",
              label: t("content.bannerManagement.tabs.links"),
              children: <LinkTable />,
            },
          ]}
        />
      </Card>
    </div>
  );
}
