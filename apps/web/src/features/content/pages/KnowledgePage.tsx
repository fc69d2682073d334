import { Collapse, Empty, Input, Skeleton, Tabs } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Card } from "../../../components/card/Card.tsx";
import { LoadFailure } from "../../../components/LoadFailure.tsx";
import { RichContent } from "../../../components/rich-content/RichContent.tsx";
import { useFaqGroups } from "../api.ts";
import "../content.css";

/** /knowledge: the FAQs by type, searched by keyword. */
export function KnowledgePage() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState("");
  const groups = useFaqGroups(keyword);

  return (
    <div className="page-container page-narrow">
      <h1 className="content-page-title">{t("content.knowledge.title")}</h1>
      <p className="text-muted">{t("content.knowledge.subtitle")}</p>
      <Input.Search
        className="text-list-search"
        allowClear
        placeholder={t("content.knowledge.searchPlaceholder")}
        onSearch={(value) => setKeyword(value.trim())}
      />
      <Card>
        {groups.isPending ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : groups.isError ? (
          <LoadFailure
            title={t("content.knowledge.loadFailed")}
            error={groups.error}
            onRetry={() => void groups.refetch()}
          />
        ) : groups.data.every((group) => group.faqs.length === 0) ? (
          <Empty description={t("content.knowledge.empty")} />
        ) : (
          <Tabs
            items={groups.data
              .filter((group) => group.faqs.length > 0)
              .map((group) => ({
                key: String(group.id),
                label: (
                  <>
                    <span lang={group.localization.language}>{group.name}</span> (
                    {group.faqs.length})
                  </>
                ),
                children: (
                  <Collapse
                    items={group.faqs.map((faq) => ({
                      key: faq.id,
                      label: <span lang={faq.localization.language}>{faq.question}</span>,
                      children: (
                        <div lang={faq.localization.language}>
                          <RichContent html={faq.answer} />
                        </div>
                      ),
                    }))}
                  />
                ),
              }))}
          />
        )}
      </Card>
    </div>
  );
}
