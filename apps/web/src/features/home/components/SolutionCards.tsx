import { DashboardOutlined, EnvironmentOutlined, SoundOutlined } from "@ant-design/icons";
import { Card, Col, Row } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { solutions } from "../home-content.ts";

const icons: Record<(typeof solutions)[number]["key"], ReactNode> = {
  meter: <DashboardOutlined />,
  vehicle: <EnvironmentOutlined />,
  speaker: <SoundOutlined />,
};

/** The industry solutions of the spec, each leading to its detail page. */
export function SolutionCards() {
  const { t } = useTranslation();
  return (
    <section className="home-section" aria-labelledby="home-solutions-title">
      <div className="home-section-head">
        <h2 id="home-solutions-title">{t("home.solutions.title")}</h2>
        <p>{t("home.solutions.subtitle")}</p>
      </div>
      <Row gutter={[16, 16]}>
        {solutions.map((solution) => (
          <Col key={solution.key} xs={24} md={8}>
            <Card className="solution-card">
              <div className="solution-card-icon" aria-hidden="true">
                {icons[solution.key]}
              </div>
              <h3>{t(`home.solutions.${solution.key}.name`)}</h3>
              <p>{t(`home.solutions.${solution.key}.description`)}</p>
              <Link to={`/solution/detail/${solution.id}`}>{t("home.solutions.learnMore")} →</Link>
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
