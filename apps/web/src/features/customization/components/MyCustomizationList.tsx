import { type CustomizationSummary, formatDate } from "@portal/shared";
import { Empty, List, Skeleton } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoadFailure } from "../../../components/LoadFailure.tsx";
import { useMyCustomizations } from "../api.ts";
import { CustomizationStateTag } from "./CustomizationStateTag.tsx";

const pageSize = 5;

/** The signed-in member's own requests with where each stands, each opening its page. */
export function MyCustomizationList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const mine = useMyCustomizations(page, pageSize);
  if (mine.isPending) return <Skeleton active paragraph={{ rows: 5 }} />;
  if (mine.isError) {
    return (
      <LoadFailure
        title={t("customization.mine.loadFailed")}
        error={mine.error}
        onRetry={() => void mine.refetch()}
      />
    );
  }
  return (
    <List<CustomizationSummary>
      dataSource={mine.data.list}
      rowKey="id"
      loading={mine.isFetching && !mine.isPending}
      locale={{
        emptyText: (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("customization.mine.empty")} />
        ),
      }}
      pagination={
        mine.data.total > pageSize
          ? { current: page, pageSize, total: mine.data.total, onChange: setPage, size: "small" }
          : false
      }
      renderItem={(item) => (
        <List.Item data-testid={`my-customization-${item.id}`}>
          <List.Item.Meta
            title={
              <span className="customization-entry-title">
                <Link to={`/valueadd/request/${item.id}`} data-user-content>
                  {item.moduleModel} · {item.company}
                </Link>
                <CustomizationStateTag state={item.state} />
              </span>
            }
            description={
              <span>
                {t("customization.mine.quantity", { count: item.quantity })} ·{" "}
                {t("customization.mine.sentAt", { time: formatDate(item.createdAt, "Y-m-d H:i") })}{" "}
                · {t("customization.mine.replies", { count: item.replyCount })}
              </span>
            }
          />
        </List.Item>
      )}
    />
  );
}
