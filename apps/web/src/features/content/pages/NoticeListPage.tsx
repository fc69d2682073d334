import { Tabs } from "antd";
import { useTranslation } from "react-i18next";
import { Card } from "../../../components/card/Card.tsx";
import { TextList } from "../components/TextList.tsx";
import "../content.css";

/** /noticelist: notices, pinned first, and official news. */
export function NoticeListPage() {
  const { t } = useTranslation();
  return (
    <div className="page-container page-narrow">
      <h1 className="content-page-title">{t("content.noticeList.title")}</h1>
      <Card>
        <Tabs
          items={[
            {
              key: "notices",
              label: t("content.noticeList.notices"),
              children: <TextList path="notices" />,
            },
            {
              key: "news",
              label: t("content.noticeList.news"),
              children: <TextList path="getTextList" type="news" />,
            },
          ]}
        />
      </Card>
    </div>
  );
}
