import { CheckCircleOutlined } from "@ant-design/icons";
import { formatDate, type PointsLedgerRow, pagination } from "@portal/shared";
import { Button, Empty, Grid, Statistic, Table, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card } from "../../../components/card/Card.tsx";
import { LoadFailure } from "../../../components/LoadFailure.tsx";
import { useDailySignIn, usePointsLedger } from "../api.ts";
import "./points.css";
import { showSuccess } from "../../../lib/feedback.ts";

/** /points: the member's balance and every change of it, newest first, paged. */
export function PointsPage() {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(pagination.defaultPageSize);
  const ledger = usePointsLedger({ page, pageSize });
  const signIn = useDailySignIn();
  const signInNow = () =>
    signIn.mutate(undefined, {
      onSuccess: (answer) => {
        if (answer.awarded > 0) {
          showSuccess(
            t("message.points.signedInAwarded", {
              points: answer.awarded,
              days: answer.daysSignedIn,
            }),
          );
        }
      },
    });

  if (ledger.isError && !ledger.data) {
    return (
      <div className="page-container page-narrow">
        <h1 className="page-title">{t("message.points.title")}</h1>
        <LoadFailure
          title={t("message.points.loadFailed")}
          error={ledger.error}
          onRetry={() => void ledger.refetch()}
        />
      </div>
    );
  }

  const wide = screens.md !== false;
  const reasonOf = (row: PointsLedgerRow) => (
    <>
      <span>{t(`message.points.reasons.${row.reason}`)}</span>
      {row.postId ? (
        <>
          {" · "}
          <Link to={`/forum/post/${row.postId}`}>{t("message.points.viewPost")}</Link>
        </>
      ) : null}
    </>
  );
  // A phone has no room for a date column: the date goes under the reason.
  const columns: ColumnsType<PointsLedgerRow> = [
    ...(wide
      ? [
          {
            title: t("message.points.date"),
            dataIndex: "createdAt",
            width: 150,
            render: (value: string) => formatDate(value, "Y-m-d H:i"),
          },
        ]
      : []),
    {
      title: t("message.points.reason"),
      dataIndex: "reason",
      render: (_, row) =>
        wide ? (
          reasonOf(row)
        ) : (
          <>
            {reasonOf(row)}
            <div className="points-date">{formatDate(row.createdAt, "Y-m-d H:i")}</div>
          </>
        ),
    },
    {
      title: t("message.points.amount"),
      dataIndex: "amount",
      align: "right",
      width: wide ? 90 : 64,
      render: (amount: number) => (
        <span className={amount < 0 ? "points-out" : "points-in"}>
          {amount > 0 ? `+${amount}` : amount}
        </span>
      ),
    },
    {
      title: t("message.points.balanceAfter"),
      dataIndex: "balance",
      align: "right",
      width: wide ? 120 : 72,
    },
  ];

  return (
    <div className="page-container page-narrow">
      <h1 className="page-title">{t("message.points.title")}</h1>
      <p className="page-subtitle">{t("message.points.subtitle")}</p>
      <Card className="points-balance" loading={ledger.isPending}>
        <Statistic
          title={t("message.points.balance")}
          value={ledger.data?.balance ?? 0}
          valueStyle={{ fontWeight: 600 }}
        />
        {ledger.data?.signedInToday ? (
          <Button icon={<CheckCircleOutlined />} disabled>
            {t("message.points.signedInToday")}
          </Button>
        ) : (
          <Button type="primary" loading={signIn.isPending} onClick={signInNow}>
            {t("message.points.signIn")}
          </Button>
        )}
      </Card>
      <Card title={t("message.points.ledger")}>
        <Table<PointsLedgerRow>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={ledger.data?.list ?? []}
          loading={ledger.isFetching}
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={<Typography.Text>{t("message.points.empty")}</Typography.Text>}
              />
            ),
          }}
          pagination={
            (ledger.data?.total ?? 0) > pageSize
              ? {
                  current: page,
                  pageSize,
                  total: ledger.data?.total ?? 0,
                  showSizeChanger: true,
                  size: "small",
                  onChange: (next, size) => {
                    setPage(size === pageSize ? next : 1);
                    setPageSize(size);
                  },
                }
              : false
          }
        />
      </Card>
    </div>
  );
}
