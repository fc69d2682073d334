import { FireOutlined, NotificationOutlined, ReadOutlined } from "@ant-design/icons";
import { formatDate, type TextSummary } from "@portal/shared";
import { Col, Empty, Row, Skeleton } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card } from "../../../components/card/Card.tsx";
import { textPath } from "../../content/index.ts";
import { useNews } from "../api.ts";

function TextColumn({
  title,
  icon,
  more,
  texts,
  testId,
}: {
  title: string;
  icon: ReactNode;
  more: string;
  texts: { isPending: boolean; isError: boolean; data: TextSummary[] | undefined };
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Card
      className="home-news-card"
      title={
        <span>
          {icon} {title}
        </span>
      }
      extra={<Link to={more}>{t("content.home.more")}</Link>}
      data-testid={testId}
    >
      {texts.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} title={false} />
      ) : texts.isError || !texts.data || texts.data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("content.list.empty")} />
      ) : (
        // A plain list: Ant Design's List brings its Pagination and Select into the home page.
        <ul className="home-news-list">
          {texts.data.map((text) => (
            <li key={text.id} className="home-news-item">
              <Link
                to={textPath(text.type, text.id)}
                className="home-news-title"
                lang={text.localization.language}
              >
                {text.title}
              </Link>
              {text.publishedAt ? (
                <span className="text-muted home-news-date">{formatDate(text.publishedAt)}</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** The latest notices, the latest news and the most read articles. */
export function NewsSection() {
  const { t } = useTranslation();
  const { notices, news, popular } = useNews();
  return (
    <section className="home-section" aria-labelledby="home-news-title">
      <div className="home-section-head">
        <h2 id="home-news-title">{t("content.home.title")}</h2>
      </div>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <TextColumn
            title={t("content.home.notices")}
            icon={<NotificationOutlined />}
            more="/noticelist"
            texts={{ ...notices, data: notices.data?.list }}
            testId="home-notices"
          />
        </Col>
        <Col xs={24} lg={8}>
          <TextColumn
            title={t("content.home.news")}
            icon={<ReadOutlined />}
            more="/noticelist"
            texts={{ ...news, data: news.data?.list }}
            testId="home-news"
          />
        </Col>
        <Col xs={24} lg={8}>
          <TextColumn
            title={t("content.home.popular")}
            icon={<FireOutlined />}
            more="/schoollist"
            texts={popular}
            testId="home-popular"
          />
        </Col>
      </Row>
    </section>
  );
}
