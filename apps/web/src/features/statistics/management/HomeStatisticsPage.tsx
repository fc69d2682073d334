import type { StatisticsSummary } from "@portal/shared";
import { statisticsLimits } from "@portal/shared";
import { Button, Card, Col, Empty, Row, Spin, Statistic, Table, Tooltip } from "antd";
import type { ColumnsType } from "antd/es/table";
import { registerMap } from "echarts/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ManagementListPage } from "../../../components/management/ManagementListPage.tsx";
import { useStatisticsSummary } from "../api.ts";
import { chinaGeoJson, englishNameOfMapName, mapNameOfCode } from "./china-map.ts";
import { EChart } from "./EChart.tsx";
import { type DayCalendar, StatisticsRangeFilter, useDayRange } from "./StatisticsRangeFilter.tsx";
import "./statistics.css";

/** Page views are counted by China's calendar day, a year at most. */
const chinaCalendar: DayCalendar = {
  utcOffsetMinutes: 8 * 60,
  maxDays: statisticsLimits.rangeMaxDays,
};

registerMap("china", chinaGeoJson as Parameters<typeof registerMap>[1]);

type Counted = { key: string; label: string; count: number };

/**
 * /server/homeStatistics: what visitors did over a range of days: totals, a line by day, a map
 * of China by province, devices and languages, then the top lists and the searches that found
 * nothing. Each chart has its figures in a table beside or below it.
 */
export function HomeStatisticsPage() {
  const { t, i18n } = useTranslation();
  const { range, setRange, valid } = useDayRange(chinaCalendar);
  const summary = useStatisticsSummary(range, valid);

  return (
    <ManagementListPage
      title={t("statistics.home.title")}
      subtitle={t("statistics.home.subtitle")}
      query={summary}
      actions={
        <Button
          onClick={() => void summary.refetch()}
          loading={summary.isFetching}
          disabled={!valid}
        >
          {t("statistics.home.refresh")}
        </Button>
      }
      filters={<StatisticsRangeFilter range={range} onChange={setRange} calendar={chinaCalendar} />}
    >
      {summary.data ? (
        <Spin spinning={summary.isFetching} tip={t("statistics.home.loading")}>
          <SummaryView summary={summary.data} english={i18n.language === "en-US"} />
        </Spin>
      ) : (
        <div className="statistics-loading">
          <Spin tip={t("statistics.home.loading")}>
            <div />
          </Spin>
        </div>
      )}
    </ManagementListPage>
  );
}

function SummaryView({ summary, english }: { summary: StatisticsSummary; english: boolean }) {
  const { t } = useTranslation();
  const provinceName = (code: string) => {
    if (code === "990000") return t("statistics.home.abroad");
    const mapName = mapNameOfCode.get(code);
    if (!mapName) return t("statistics.home.unknown");
    return english ? (englishNameOfMapName[mapName] ?? mapName) : mapName;
  };
  const charts = useMemo(() => chartOptions(summary, t, english), [summary, t, english]);
  const nothingRecorded = summary.pageViews === 0 && summary.searches === 0;

  return (
    <div className="statistics-summary">
      <Row gutter={[16, 16]}>
        <Col xs={12} md={8} xl={4}>
          <Statistic title={t("statistics.home.pageViews")} value={summary.pageViews} />
        </Col>
        <Col xs={12} md={8} xl={4}>
          <Statistic title={t("statistics.home.visits")} value={summary.visits} />
        </Col>
        <Col xs={12} md={8} xl={4}>
          <Tooltip title={t("statistics.home.visitorsHint")}>
            <Statistic title={t("statistics.home.visitors")} value={summary.visitors} />
          </Tooltip>
        </Col>
        <Col xs={12} md={8} xl={4}>
          <Statistic title={t("statistics.home.searches")} value={summary.searches} />
        </Col>
        <Col xs={12} md={8} xl={4}>
          <Statistic title={t("statistics.home.comparisons")} value={summary.comparisons} />
        </Col>
      </Row>
      {nothingRecorded ? <Empty description={t("statistics.home.empty")} /> : null}

      <Card title={t("statistics.home.byDay")} size="small" className="statistics-card">
        <EChart
          option={charts.byDay}
          label={t("statistics.home.chartLabel", { title: t("statistics.home.byDay") })}
          height={280}
          testId="statistics-by-day"
        />
      </Card>

      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Card title={t("statistics.home.provinces")} size="small" className="statistics-card">
            <EChart
              option={charts.provinces}
              label={t("statistics.home.chartLabel", { title: t("statistics.home.provinces") })}
              height={420}
              testId="statistics-map"
            />
            <CountTable
              rows={summary.provinces.map((row) => ({
                key: row.code,
                label: provinceName(row.code),
                count: row.visitors,
              }))}
              nameTitle={t("statistics.home.province")}
              countTitle={t("statistics.home.visitors")}
              caption={t("statistics.home.provinces")}
            />
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card title={t("statistics.home.devices")} size="small" className="statistics-card">
            <EChart
              option={charts.devices}
              label={t("statistics.home.chartLabel", { title: t("statistics.home.devices") })}
              height={200}
              testId="statistics-devices"
            />
            <CountTable
              rows={[
                {
                  key: "mobile",
                  label: t("statistics.home.mobile"),
                  count: summary.devices.mobile,
                },
                {
                  key: "desktop",
                  label: t("statistics.home.desktop"),
                  count: summary.devices.desktop,
                },
              ]}
              nameTitle={t("statistics.home.devices")}
              countTitle={t("statistics.home.views")}
              caption={t("statistics.home.devices")}
            />
          </Card>
          <Card title={t("statistics.home.languages")} size="small" className="statistics-card">
            <EChart
              option={charts.languages}
              label={t("statistics.home.chartLabel", { title: t("statistics.home.languages") })}
              height={200}
              testId="statistics-languages"
            />
            <CountTable
              rows={summary.languages.map((row) => ({
                key: row.language,
                label: t(`translation.languageNames.${row.language}`, {
                  defaultValue: row.language,
                }),
                count: row.views,
              }))}
              nameTitle={t("statistics.home.languages")}
              countTitle={t("statistics.home.views")}
              caption={t("statistics.home.languages")}
            />
          </Card>
        </Col>
      </Row>

      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title={t("statistics.home.topPages")} size="small" className="statistics-card">
            <CountTable
              rows={summary.topPages.map((row) => ({
                key: row.path,
                label: row.path,
                count: row.views,
              }))}
              nameTitle={t("statistics.home.page")}
              countTitle={t("statistics.home.views")}
              caption={t("statistics.home.topPages")}
              testId="statistics-top-pages"
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t("statistics.home.topProducts")} size="small" className="statistics-card">
            <CountTable
              rows={summary.topProducts}
              nameTitle={t("statistics.home.product")}
              countTitle={t("statistics.home.views")}
              caption={t("statistics.home.topProducts")}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t("statistics.home.topDocuments")} size="small" className="statistics-card">
            <CountTable
              rows={summary.topDocuments}
              nameTitle={t("statistics.home.document")}
              countTitle={t("statistics.home.downloads")}
              caption={t("statistics.home.topDocuments")}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t("statistics.home.topLinks")} size="small" className="statistics-card">
            <CountTable
              rows={summary.topLinks}
              nameTitle={t("statistics.home.link")}
              countTitle={t("statistics.home.clicks")}
              caption={t("statistics.home.topLinks")}
            />
          </Card>
        </Col>
      </Row>

      <Card title={t("statistics.home.noResultSearches")} size="small" className="statistics-card">
        {/* Queries are whatever visitors typed and the times are long in English: on a phone the
            table scrolls inside its card, by keyboard too, instead of widening the page. */}
        <section
          className="statistics-scroll"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe: scrollable-region-focusable).
          tabIndex={0}
          aria-label={t("statistics.home.noResultSearches")}
        >
          <Table
            data-testid="statistics-no-result"
            size="small"
            pagination={false}
            rowKey={(row) => `${row.scope}:${row.query}`}
            dataSource={summary.noResultSearches}
            locale={{
              emptyText: <span className="statistics-nothing">{t("statistics.home.nothing")}</span>,
            }}
            columns={[
              {
                title: t("statistics.home.query"),
                dataIndex: "query",
                render: (query: string) => <span data-user-content>{query}</span>,
              },
              {
                title: t("statistics.home.scope"),
                dataIndex: "scope",
                render: (scope: string) => t(`statistics.home.scopes.${scope}`),
              },
              { title: t("statistics.home.count"), dataIndex: "count", align: "right" },
              {
                title: t("statistics.home.lastSeen"),
                dataIndex: "lastSeenAt",
                render: (at: string) => new Date(at).toLocaleString(),
              },
            ]}
          />
        </section>
      </Card>
    </div>
  );
}

/** A small table of names and counts: the figures of a chart, or a top list. */
function CountTable({
  rows,
  nameTitle,
  countTitle,
  caption,
  testId,
}: {
  rows: Counted[];
  nameTitle: string;
  countTitle: string;
  caption: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const columns: ColumnsType<Counted> = [
    { title: nameTitle, dataIndex: "label", ellipsis: true },
    { title: countTitle, dataIndex: "count", align: "right", width: 96 },
  ];
  return (
    <Table
      data-testid={testId}
      aria-label={caption}
      size="small"
      pagination={false}
      rowKey="key"
      dataSource={rows}
      columns={columns}
      locale={{
        emptyText: <span className="statistics-nothing">{t("statistics.home.nothing")}</span>,
      }}
    />
  );
}

type Translate = ReturnType<typeof useTranslation>["t"];

function chartOptions(summary: StatisticsSummary, t: Translate, english: boolean) {
  const series = (["pageViews", "visits", "visitors"] as const).map((field) => ({
    name: t(`statistics.home.${field}`),
    type: "line" as const,
    smooth: true,
    data: summary.byDay.map((day) => day[field]),
  }));
  const provinceData = summary.provinces.flatMap((row) => {
    const name = mapNameOfCode.get(row.code);
    return name ? [{ name, value: row.visitors }] : [];
  });
  const most = Math.max(1, ...provinceData.map((row) => row.value));
  const pie = (data: { name: string; value: number }[]) => ({
    tooltip: { trigger: "item" },
    legend: { bottom: 0 },
    series: [{ type: "pie", radius: ["40%", "70%"], top: 0, bottom: 24, data }],
  });
  return {
    byDay: {
      tooltip: { trigger: "axis" },
      legend: { top: 0 },
      grid: { left: 48, right: 16, top: 36, bottom: 28 },
      xAxis: { type: "category", data: summary.byDay.map((day) => day.day.slice(5)) },
      yAxis: { type: "value", minInterval: 1 },
      series,
    },
    provinces: {
      tooltip: { trigger: "item" },
      visualMap: {
        min: 0,
        max: most,
        left: 8,
        bottom: 8,
        calculable: true,
        inRange: { color: ["#e6f4ff", "#1677ff", "#003eb3"] },
      },
      series: [
        {
          type: "map",
          map: "china",
          name: t("statistics.home.visitors"),
          roam: false,
          nameMap: english ? englishNameOfMapName : undefined,
          emphasis: { label: { show: false } },
          data: provinceData,
        },
      ],
    },
    devices: pie([
      { name: t("statistics.home.mobile"), value: summary.devices.mobile },
      { name: t("statistics.home.desktop"), value: summary.devices.desktop },
    ]),
    languages: pie(
      summary.languages.map((row) => ({
        name: t(`translation.languageNames.${row.language}`, { defaultValue: row.language }),
        value: row.views,
      })),
    ),
  };
}
