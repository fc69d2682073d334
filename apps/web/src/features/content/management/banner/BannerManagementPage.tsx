import type { Banner, FriendshipLink } from "@portal/shared";
import { Tabs } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ManagementListPage } from "../../../../components/management/ManagementListPage.tsx";
import { useEditing } from "../../../../components/management/use-editing.ts";
import { BannerTable } from "./BannerTable.tsx";
import { LinkTable } from "./LinkTable.tsx";
import "./banner-management.css";

type Tab = "banners" | "links";

/**
 * /server/banner: the home page carousel and the footer's friendship links, a tab each. The
 * header's "new" button adds to the open tab.
 */
export function BannerManagementPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>("banners");
  const bannerForm = useEditing<Banner | null>();
  const linkForm = useEditing<FriendshipLink | null>();

  return (
    <ManagementListPage
      title={t("content.bannerManagement.title")}
      subtitle={t("content.bannerManagement.subtitle")}
      create={
        tab === "banners"
          ? {
              label: t("content.bannerManagement.banners.add"),
              onCreate: () => bannerForm.open(null),
            }
          : { label: t("content.bannerManagement.links.add"), onCreate: () => linkForm.open(null) }
      }
    >
      <Tabs
        destroyOnHidden
        activeKey={tab}
        onChange={(key) => setTab(key as Tab)}
        items={[
          {
            key: "banners",
            label: t("content.bannerManagement.tabs.banners"),
            children: <BannerTable form={bannerForm} />,
          },
          {
            key: "links",
            label: t("content.bannerManagement.tabs.links"),
            children: <LinkTable form={linkForm} />,
          },
        ]}
      />
    </ManagementListPage>
  );
}
