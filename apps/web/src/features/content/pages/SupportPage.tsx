import {
  BookOutlined,
  CustomerServiceOutlined,
  FileTextOutlined,
  QuestionCircleOutlined,
} from "@ant-design/icons";
import { Col, Row } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card } from "../../../components/card/Card.tsx";
import { TextList } from "../components/TextList.tsx";
import "../content.css";

const entries: { key: string; path: string; icon: ReactNode }[] = [
  { key: "documents", path: "/product/document", icon: <FileTextOutlined /> },
  { key: "faq", path: "/knowledge", icon: <QuestionCircleOutlined /> },
  { key: "knowledge", path: "/schoollist", icon: <BookOutlined /> },
  { key: "customService", path: "/support/customService", icon: <CustomerServiceOutlined /> },
];

/** /support: the ways to documents, FAQs, knowledge articles and customer service. */
export function SupportPage() {
  const { t } = useTranslation();
  return (
    <div className="page-container">
      <h1 className="content-page-title">{t("content.support.title")}</h1>
      <p className="text-muted">{t("content.support.subtitle")}</p>
      <Row gutter={[16, 16]}>
        {entries.map((entry) => (
          <Col key={entry.key} xs={24} sm={12} lg={6}>
            <Link to={entry.path} className="card-link">
              <Card hoverable className="support-entry">
                <span className="support-entry-icon" aria-hidden="true">
                  {entry.icon}
                </span>
                <h3>{t(`content.support.${entry.key}.name`)}</h3>
                <p className="text-muted">{t(`content.support.${entry.key}.description`)}</p>
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
      <Card className="support-articles" title={t("content.types.knowledge")}>
        <TextList path="getTextList" type="knowledge" searchable />
      </Card>
    </div>
  );
}
