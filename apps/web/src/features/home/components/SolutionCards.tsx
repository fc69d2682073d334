import { DashboardOutlined, EnvironmentOutlined, SoundOutlined } from "@ant-design/icons";
import { Col, Row, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card } from "../../../components/card/Card.tsx";
import { textPath } from "../../content/index.ts";
import { useSolutions } from "../api.ts";

const icons = [
  <DashboardOutlined key="0" />,
  <EnvironmentOutlined key="1" />,
  <SoundOutlined key="2" />,
];

/** The published industry solutions, each leading to its detail page. */
export function SolutionCards() {
  const { t } = useTranslation();
  const solutions = useSolutions();
  if (solutions.isError || solutions.data?.total === 0) return null;
  return (
    <section className="home-section" aria-labelledby="home-solutions-title">
      <div className="home-section-head">
        <h2 id="home-solutions-title">{t("home.solutions.title")}</h2>
        <p>{t("home.solutions.subtitle")}</p>
      </div>
      {solutions.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <Row gutter={[16, 16]}>
          {solutions.data.list.map((solution, index) => (
            <Col key={solution.id} xs={24} md={8}>
              <Card className="solution-card">
                <div className="solution-card-icon" aria-hidden="true">
                  {icons[index % icons.length]}
                </div>
                <h3 lang={solution.localization.language}>{solution.title}</h3>
                <p lang={solution.localization.language}>{solution.summary}</p>
                <Link to={textPath(solution.type, solution.id)}>
                  {t("home.solutions.learnMore")} →
                </Link>
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </section>
  );
}
