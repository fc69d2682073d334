import { useTranslation } from "react-i18next";
import { Card } from "../../../components/card/Card.tsx";
import { TextList } from "../components/TextList.tsx";
import "../content.css";

/** /marketing: marketing material, searchable. */
export function MarketingPage() {
  const { t } = useTranslation();
  return (
    <div className="page-container page-narrow">
      <h1 className="content-page-title">{t("content.marketing.title")}</h1>
      <p className="text-muted">{t("content.marketing.subtitle")}</p>
      <Card>
        <TextList path="getTextList" type="marketing" searchable />
      </Card>
    </div>
  );
}
