import { ArrowRightOutlined, FileTextOutlined } from "@ant-design/icons";
import { Button, Space, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** The front page's banner: what the portal offers and the two main ways in. */
export function HeroBanner() {
  const { t } = useTranslation();
  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <div className="home-hero-inner">
        <div className="home-hero-text">
          <p className="home-hero-eyebrow">{t("home.hero.eyebrow")}</p>
          <h1 id="home-hero-title" className="home-hero-title">
            {t("home.hero.title")}
          </h1>
          <p className="home-hero-subtitle">{t("home.hero.subtitle")}</p>
          <Space wrap size="middle">
            <Link to="/product">
              <Button type="primary" size="large" icon={<ArrowRightOutlined />} iconPlacement="end">
                {t("home.hero.browseProducts")}
              </Button>
            </Link>
            <Link to="/product/document">
              <Button size="large" ghost icon={<FileTextOutlined />}>
                {t("home.hero.readDocuments")}
              </Button>
            </Link>
          </Space>
          <div className="home-hero-tags">
            <Tag variant="filled">{t("home.hero.highlightCoverage")}</Tag>
            <Tag variant="filled">{t("home.hero.highlightPower")}</Tag>
            <Tag variant="filled">{t("home.hero.highlightIndustrial")}</Tag>
          </div>
        </div>
        <div className="home-hero-art" aria-hidden="true">
          <svg
            viewBox="0 0 240 200"
            width="100%"
            height="100%"
            focusable="false"
            aria-hidden="true"
          >
            <defs>
              <linearGradient id="chip" x1="0" x2="1" y1="0" y2="1">
                <stop offset="0" stopColor="#ffffff" stopOpacity="0.95" />
                <stop offset="1" stopColor="#dbe7ff" stopOpacity="0.9" />
              </linearGradient>
            </defs>
            <circle cx="120" cy="100" r="90" fill="none" stroke="#ffffff" strokeOpacity="0.15" />
            <circle cx="120" cy="100" r="66" fill="none" stroke="#ffffff" strokeOpacity="0.22" />
            <rect x="80" y="60" width="80" height="80" rx="10" fill="url(#chip)" />
            <rect x="96" y="76" width="48" height="48" rx="6" fill="#1660e8" />
            <text x="120" y="106" textAnchor="middle" fontSize="13" fill="#fff" fontWeight="700">
              IoT
            </text>
            <g stroke="#ffffff" strokeWidth="3" strokeLinecap="round" strokeOpacity="0.8">
              <path d="M92 60v-12M108 60v-12M124 60v-12M140 60v-12M156 60v-12" />
              <path d="M92 152v-12M108 152v-12M124 152v-12M140 152v-12M156 152v-12" />
              <path d="M80 76h-12M80 92h-12M80 108h-12M80 124h-12" />
              <path d="M172 76h-12M172 92h-12M172 108h-12M172 124h-12" />
            </g>
            <g fill="none" stroke="#ffffff" strokeWidth="3" strokeLinecap="round">
              <path d="M188 36a24 24 0 0 1 24 24" strokeOpacity="0.9" />
              <path d="M188 22a38 38 0 0 1 38 38" strokeOpacity="0.6" />
              <path d="M52 164a24 24 0 0 1-24-24" strokeOpacity="0.9" />
              <path d="M52 178a38 38 0 0 1-38-38" strokeOpacity="0.6" />
            </g>
          </svg>
        </div>
      </div>
    </section>
  );
}
