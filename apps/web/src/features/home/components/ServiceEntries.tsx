import {
  BookOutlined,
  CustomerServiceOutlined,
  FileTextOutlined,
  ReadOutlined,
} from "@ant-design/icons";
import { Col, Row } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { developerServices } from "../home-content.ts";

const icons: Record<(typeof developerServices)[number]["key"], ReactNode> = {
  documents: <FileTextOutlined />,
  school: <ReadOutlined />,
  support: <CustomerServiceOutlined />,
  knowledge: <BookOutlined />,
};

/** Quick ways into documents, school, support and the knowledge base. */
export function ServiceEntries() {
  const { t } = useTranslation();
  return (
    <section className="home-section home-services" aria-labelledby="home-services-title">
      <div className="home-section-head">
        <h2 id="home-services-title">{t("home.services.title")}</h2>
      </div>
      <Row gutter={[16, 16]}>
        {developerServices.map((service) => (
          <Col key={service.key} xs={24} sm={12} lg={6}>
            <Link to={service.path} className="service-entry">
              <span className="service-entry-icon" aria-hidden="true">
                {icons[service.key]}
              </span>
              <span>
                <strong>{t(`home.services.${service.key}.name`)}</strong>
                <span className="service-entry-text">
                  {t(`home.services.${service.key}.description`)}
                </span>
              </span>
            </Link>
          </Col>
        ))}
      </Row>
    </section>
  );
}
