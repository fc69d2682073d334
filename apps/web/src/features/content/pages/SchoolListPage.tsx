import { Tabs } from "antd";
import { useTranslation } from "react-i18next";
import { Card } from "../../../components/card/Card.tsx";
import { TextList } from "../components/TextList.tsx";
import "../content.css";

/** /schoollist: the school's articles and videos. */
export function SchoolListPage() {
  const { t } = useTranslation();
  return (
    <div className="page-container page-narrow">
      <h1 className="content-page-title">{t("content.school.title")}</h1>
      <Card>
        <Tabs
          items={[
            {
              key: "articles",
              label: t("content.school.articles"),
              children: <TextList path="getTextList" type="schoolArticle" searchable />,
            },
            {
              key: "videos",
              label: t("content.school.videos"),
              children: <TextList path="getTextList" type="schoolVideo" searchable />,
            },
          ]}
        />
      </Card>
    </div>
  );
}
