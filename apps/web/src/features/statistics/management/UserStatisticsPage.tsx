import {
  type Language,
  type MemberStatisticsBucket,
  type MemberStatisticsDay,
  type MemberStatisticsSummary,
  type MemberStatisticsTitle,
  memberStatisticsMaxDays,
} from "@portal/shared";
import { Button, Card, Col, Empty, Row, Spin, Statistic, Table, Tooltip } from "antd";
import type { ColumnsType } from "antd/es/table";
import type { EChartsCoreOption } from "echarts/core";
import { type ReactNode, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ManagementListPage } from "../../../components/management/ManagementListPage.tsx";
import { dictionaryLabel, useDictionary } from "../../account/index.ts";
import { useMemberStatistics } from "../api.ts";
import { EChart } from "./EChart.tsx";
import { type DayCalendar, StatisticsRangeFilter, useDayRange } from "./StatisticsRangeFilter.tsx";

/** Members are counted by UTC day, 366 days at most. */
const utcCalendar: DayCalendar = { utcOffsetMinutes: 0, maxDays: memberStatisticsMaxDays };

/** A chart with its table beside it (below it on a narrow screen). */
function ChartAndTable({ chart, table }: { chart: ReactNode; table: ReactNode }) {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={14}>
        {chart}
      </Col>
      <Col xs={24} lg={10}>
        {table}
      </Col>
    </Row>
  );
}

type Counted = { key: string; label: string; count: number };

function percent(count: number, total: number): string {
  return total === 0 ? "0%" : `${((count / total) * 100).toFixed(1)}%`;
}

/** The figures of a breakdown: name, count and share of those registered. */
function CountTable({
  rows,
  total,
  nameTitle,
  testId,
}: {
  rows: Counted[];
  total: number;
  nameTitle: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const columns: ColumnsType<Counted> = [
    { key: "label", dataIndex: "label", title: nameTitle },
    { key: "count", dataIndex: "count", title: t("statistics-users.count"), align: "right" },
    {
      key: "share",
      title: t("statistics-users.share"),
      align: "right",
      render: (_, row) => percent(row.count, total),
    },
  ];
  return (
    <Table<Counted>
      data-testid={testId}
      size="small"
      rowKey="key"
      columns={columns}
      dataSource={rows}
      pagination={rows.length > 10 ? { pageSize: 10, size: "small" } : false}
    />
  );
}

const pieOption = (rows: Counted[]): EChartsCoreOption => ({
  animation: false,
  tooltip: { trigger: "item" },
  legend: { bottom: 0, type: "scroll" },
  series: [
    {
      type: "pie",
      radius: ["35%", "65%"],
      center: ["50%", "45%"],
      // Names beside the slices are cut off on a phone; the legend and the table name them.
      label: { show: false },
      data: rows.map((row) => ({ name: row.label, value: row.count })),
    },
  ],
});

/** The lines of the by-day chart and the columns of its table. */
const daySeries = ["registered", "active", "logins", "checkIns"] as const;

function ByDay({ days }: { days: MemberStatisticsDay[] }) {
  const { t } = useTranslation();
  const option = useMemo<EChartsCoreOption>(
    () => ({
      animation: false,
      tooltip: { trigger: "axis" },
      legend: { bottom: 0 },
      grid: { left: 8, right: 16, top: 16, bottom: 40, containLabel: true },
      xAxis: { type: "category", data: days.map((row) => row.day.slice(5)) },
      yAxis: { type: "value", minInterval: 1 },
      series: daySeries.map((key) => ({
        type: "line",
        name: t(`statistics-users.totals.${key}`),
        data: days.map((row) => row[key]),
        showSymbol: days.length <= 31,
      })),
    }),
    [days, t],
  );
  const nothing = days.every((row) => daySeries.every((key) => row[key] === 0));
  if (nothing) return <Empty description={t("statistics-users.byDayEmpty")} />;
  const columns: ColumnsType<MemberStatisticsDay> = [
    { key: "day", dataIndex: "day", title: t("statistics-users.day") },
    ...daySeries.map((key) => ({
      key,
      dataIndex: key,
      title: t(`statistics-users.totals.${key}`),
      align: "right" as const,
    })),
  ];
  return (
    <ChartAndTable
      chart={
        <EChart option={option} label={t("statistics-users.byDayChart")} testId="chart-by-day" />
      }
      table={
        <Table<MemberStatisticsDay>
          data-testid="table-by-day"
          size="small"
          rowKey="day"
          columns={columns}
          dataSource={[...days].reverse()}
          pagination={{ pageSize: 10, size: "small" }}
          scroll={{ x: true }}
        />
      }
    />
  );
}

function bucketRows(
  buckets: MemberStatisticsBucket[],
  names: Map<number, string>,
  notGiven: string,
): Counted[] {
  return buckets
    .filter((bucket) => bucket.count > 0)
    .map((bucket) => ({
      key: String(bucket.id ?? "none"),
      label: bucket.id === null ? notGiven : (names.get(bucket.id) ?? String(bucket.id)),
      count: bucket.count,
    }))
    .sort((first, second) => second.count - first.count);
}

function titleRows(titles: MemberStatisticsTitle[], t: (key: string) => string): Counted[] {
  return titles
    .filter((title) => title.count > 0)
    .map((title) => ({
      key: title.kind === "honorary" ? `honorary-${title.honoraryTitleId}` : title.kind,
      label:
        title.kind === "honorary" ? (title.name ?? "") : t(`statistics-users.titles.${title.kind}`),
      count: title.count,
    }));
}

function useDictionaryNames(type: "area" | "field", language: Language): Map<number, string> {
  const dictionary = useDictionary(type);
  return useMemo(
    () =>
      new Map((dictionary.data ?? []).map((entry) => [entry.id, dictionaryLabel(entry, language)])),
    [dictionary.data, language],
  );
}

function Breakdowns({ summary }: { summary: MemberStatisticsSummary }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const areaNames = useDictionaryNames("area", language);
  const fieldNames = useDictionaryNames("field", language);
  const notGiven = t("statistics-users.notGiven");
  const areas = bucketRows(summary.byArea, areaNames, notGiven);
  const fields = bucketRows(summary.byField, fieldNames, notGiven);
  const titles = titleRows(summary.byTitle, t);
  const total = summary.totals.registered;
  const areaOption = useMemo<EChartsCoreOption>(() => {
    const shown = areas.slice(0, 15).reverse();
    return {
      animation: false,
      tooltip: { trigger: "axis", axisPointer: { type: "shadow" } },
      grid: { left: 8, right: 24, top: 8, bottom: 8, containLabel: true },
      xAxis: { type: "value", minInterval: 1 },
      yAxis: { type: "category", data: shown.map((row) => row.label) },
      series: [
        { type: "bar", name: t("statistics-users.count"), data: shown.map((row) => row.count) },
      ],
    };
  }, [areas, t]);
  const fieldOption = useMemo(() => pieOption(fields), [fields]);
  const titleOption = useMemo(() => pieOption(titles), [titles]);

  const sections = [
    {
      key: "area",
      title: t("statistics-users.byArea"),
      chart: (
        <EChart
          option={areaOption}
          label={t("statistics-users.byAreaChart")}
          testId="chart-by-area"
          height={Math.max(220, Math.min(areas.length, 15) * 26 + 40)}
        />
      ),
      table: (
        <CountTable
          rows={areas}
          total={total}
          nameTitle={t("statistics-users.area")}
          testId="table-by-area"
        />
      ),
    },
    {
      key: "field",
      title: t("statistics-users.byField"),
      chart: (
        <EChart
          option={fieldOption}
          label={t("statistics-users.byFieldChart")}
          testId="chart-by-field"
        />
      ),
      table: (
        <CountTable
          rows={fields}
          total={total}
          nameTitle={t("statistics-users.field")}
          testId="table-by-field"
        />
      ),
    },
    {
      key: "title",
      title: t("statistics-users.byTitle"),
      chart: (
        <EChart
          option={titleOption}
          label={t("statistics-users.byTitleChart")}
          testId="chart-by-title"
        />
      ),
      table: (
        <CountTable
          rows={titles}
          total={total}
          nameTitle={t("statistics-users.titleColumn")}
          testId="table-by-title"
        />
      ),
    },
  ];
  return sections.map((section) => (
    <Card key={section.key} title={section.title} size="small">
      {total === 0 ? (
        <Empty description={t("statistics-users.noneRegistered")} />
      ) : (
        <ChartAndTable chart={section.chart} table={section.table} />
      )}
    </Card>
  ));
}

function Totals({ totals }: { totals: MemberStatisticsSummary["totals"] }) {
  const { t } = useTranslation();
  const keys = ["members", "registered", "active", "logins", "checkIns"] as const;
  const help: Partial<Record<(typeof keys)[number], string>> = {
    members: t("statistics-users.totalsHelp.members"),
    active: t("statistics-users.totalsHelp.active"),
  };
  return (
    <Row gutter={[16, 16]}>
      {keys.map((key) => (
        <Col key={key} xs={12} sm={8} lg={4}>
          <Card size="small" data-testid={`total-${key}`}>
            <Tooltip title={help[key]}>
              <Statistic title={t(`statistics-users.totals.${key}`)} value={totals[key]} />
            </Tooltip>
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/**
 * /server/userStatistics: over a range of UTC days, registrations, active members, sign-ins
 * and check-ins by day, and who registered by area, field and title; every chart with its
 * figures in a table beside it.
 */
export function UserStatisticsPage() {
  const { t } = useTranslation();
  const { range, setRange, valid } = useDayRange(utcCalendar);
  const summary = useMemberStatistics(range, valid);

  return (
    <ManagementListPage
      title={t("statistics-users.title")}
      subtitle={t("statistics-users.subtitle")}
      query={summary}
      actions={
        <Button
          onClick={() => void summary.refetch()}
          loading={summary.isFetching}
          disabled={!valid}
        >
          {t("statistics-users.refresh")}
        </Button>
      }
      filters={<StatisticsRangeFilter range={range} onChange={setRange} calendar={utcCalendar} />}
    >
      {summary.data ? (
        <Spin spinning={summary.isFetching} tip={t("statistics-users.loading")}>
          <div style={{ display: "flex", flexDirection: "column", gap: 16 }}>
            <Totals totals={summary.data.totals} />
            <Card title={t("statistics-users.byDay")} size="small">
              <ByDay days={summary.data.days} />
            </Card>
            <Breakdowns summary={summary.data} />
          </div>
        </Spin>
      ) : (
        <div style={{ display: "flex", justifyContent: "center", padding: "48px 0" }}>
          <Spin tip={t("statistics-users.loading")}>
            <div />
          </Spin>
        </div>
      )}
    </ManagementListPage>
  );
}
