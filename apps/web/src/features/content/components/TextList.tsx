import { EyeOutlined } from "@ant-design/icons";
import { formatDate, type TextSummary, type TextType } from "@portal/shared";
import { Empty, Input, List, Skeleton, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoadFailure } from "../../../components/LoadFailure.tsx";
import { type TextListPath, useTextList } from "../api.ts";
import { textPath } from "../content-paths.ts";

/** One line of a list: title, summary, date and reads, the cover beside it when there is one. */
function TextListItem({ text }: { text: TextSummary }) {
  const { t } = useTranslation();
  return (
    <List.Item
      className="text-list-item"
      extra={
        text.cover ? (
          <img className="text-list-cover" src={text.cover} alt="" loading="lazy" />
        ) : null
      }
    >
      <List.Item.Meta
        title={
          <span>
            {text.pinned ? <Tag color="red">{t("content.list.pinned")}</Tag> : null}
            <Link to={textPath(text.type, text.id)} lang={text.localization.language}>
              {text.title}
            </Link>
          </span>
        }
        description={
          text.summary ? <span lang={text.localization.language}>{text.summary}</span> : null
        }
      />
      <div className="text-list-meta text-muted">
        {text.category ? <Tag lang={text.localization.language}>{text.category}</Tag> : null}
        {text.publishedAt ? <span>{formatDate(text.publishedAt)}</span> : null}
        <span>
          <EyeOutlined /> {t("content.list.readCount", { count: text.readCount })}
        </span>
      </div>
    </List.Item>
  );
}

/** A paged list of published texts, with its loading, empty and failure states. */
export function TextList({
  path,
  type,
  searchable = false,
  pageSize = 10,
}: {
  path: TextListPath;
  type?: TextType;
  searchable?: boolean;
  pageSize?: number;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState("");
  const list = useTextList({
    path: keyword ? "queryArticles" : path,
    type,
    keyword: keyword || undefined,
    page,
    pageSize,
  });

  return (
    <div className="text-list">
      {searchable ? (
        <Input.Search
          className="text-list-search"
          allowClear
          placeholder={t("content.list.searchPlaceholder")}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage(1);
          }}
        />
      ) : null}
      {list.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : list.isError ? (
        <LoadFailure
          title={t("content.list.loadFailed")}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.total === 0 ? (
        <Empty description={t("content.list.empty")} />
      ) : (
        <List
          itemLayout="vertical"
          dataSource={list.data.list}
          renderItem={(text) => <TextListItem key={text.id} text={text} />}
          pagination={
            list.data.total > pageSize
              ? {
                  current: page,
                  pageSize,
                  total: list.data.total,
                  onChange: setPage,
                  showSizeChanger: false,
                  size: "small",
                }
              : false
          }
        />
      )}
    </div>
  );
}
