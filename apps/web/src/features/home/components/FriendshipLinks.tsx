import { Space } from "antd";
import { useTranslation } from "react-i18next";
import { useCountLinkClick, useFriendshipLinks } from "../api.ts";

/** The friendship links; a click is counted on the way out. */
export function FriendshipLinks() {
  const { t } = useTranslation();
  const links = useFriendshipLinks();
  const countClick = useCountLinkClick();
  if (!links.data || links.data.length === 0) return null;
  return (
    <section className="home-section home-links" aria-labelledby="home-links-title">
      <h2 id="home-links-title" className="home-links-title">
        {t("content.home.links")}
      </h2>
      <Space wrap size={[24, 8]}>
        {links.data.map((link) => (
          <a
            key={link.id}
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => countClick.mutate(link.id)}
            lang={link.localization.language}
          >
            {link.name}
          </a>
        ))}
      </Space>
    </section>
  );
}
