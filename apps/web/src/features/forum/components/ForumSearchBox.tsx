import { Input } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";

/** The forum's search: results open on #/forum/search?keyword=. */
export function ForumSearchBox({ initial = "" }: { initial?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Input.Search
      key={initial}
      defaultValue={initial}
      className="forum-search"
      placeholder={t("forum.search.placeholder")}
      aria-label={t("forum.search.label")}
      enterButton={t("forum.search.button")}
      maxLength={50}
      allowClear
      onSearch={(value) => {
        const keyword = value.trim();
        if (keyword) navigate(`/forum/search?keyword=${encodeURIComponent(keyword)}`);
      }}
    />
  );
}
