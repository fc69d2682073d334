import { SafetyCertificateFilled } from "@ant-design/icons";
import type { ForumAuthor } from "@portal/shared";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** An author's name, linked to their profile, with the certified engineer title when they hold it. */
export function AuthorName({ author }: { author: ForumAuthor }) {
  const { t } = useTranslation();
  return (
    <span className="forum-author">
      <Link to={`/personinfo/${author.id}`} data-user-content>
        {author.nickname}
      </Link>
      {author.title === "engineer" && (
        <Tag
          color="blue"
          icon={<SafetyCertificateFilled aria-hidden />}
          className="forum-engineer-tag"
        >
          {t("forum.marks.engineer")}
        </Tag>
      )}
    </span>
  );
}
