import { Alert, Modal, Radio } from "antd";
import { BarChart, LineChart, PieChart } from "echarts/charts";
import { GridComponent, LegendComponent, TooltipComponent } from "echarts/components";
import * as echarts from "echarts/core";
import { CanvasRenderer } from "echarts/renderers";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ChartData, ChartDataResult } from "../chart-data.ts";

echarts.use([
  BarChart,
  LineChart,
  PieChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  CanvasRenderer,
]);

type ChartType = "bar" | "line" | "pie";
const chartTypes: readonly ChartType[] = ["bar", "line", "pie"];

function chartOption(data: ChartData, type: ChartType): echarts.EChartsCoreOption {
  if (type === "pie") {
    // A pie shows one series: the first row of data, one slice a category.
    const first = data.series[0];
    return {
      animation: false,
      tooltip: { trigger: "item" },
      legend: { bottom: 0 },
      series: [
        {
          type: "pie",
          name: first?.name,
          radius: "60%",
          data: data.categories.map((category, index) => ({
            name: category,
            value: first?.values[index] ?? 0,
          })),
        },
      ],
    };
  }
  return {
    animation: false,
    tooltip: { trigger: "axis" },
    legend: { bottom: 0 },
    grid: { left: 40, right: 20, top: 20, bottom: 50, containLabel: true },
    xAxis: { type: "category", data: data.categories },
    yAxis: { type: "value" },
    series: data.series.map((series) => ({ type, name: series.name, data: series.values })),
  };
}

/** Previews a chart of the table's numbers and inserts it as an image below the table. */
export function ChartDialog({
  open,
  result,
  onInsert,
  onClose,
}: {
  open: boolean;
  /** The table's data, or why it cannot be charted; null when the cursor is in no table. */
  result: ChartDataResult | null;
  onInsert: (pngDataUrl: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [type, setType] = useState<ChartType>("bar");
  // A state, not a ref: the modal mounts its body after opening, and the chart waits for it.
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const data = result?.ok ? result.data : null;

  useEffect(() => {
    if (!open || !data || !container) return;
    const instance = echarts.init(container, undefined, { renderer: "canvas" });
    chart.current = instance;
    instance.setOption(chartOption(data, type));
    return () => {
      instance.dispose();
      chart.current = null;
    };
  }, [open, data, type, container]);

  const problem =
    result === null
      ? t("editor.chartDialog.notInTable")
      : result.ok
        ? null
        : t(`editor.chartDialog.${result.reason}`, { row: result.row, column: result.column });

  return (
    <Modal
      open={open}
      title={t("editor.chartDialog.title")}
      onCancel={onClose}
      okText={t("editor.chartDialog.insert")}
      okButtonProps={{ disabled: problem !== null }}
      onOk={() => {
        const url = chart.current?.getDataURL({
          type: "png",
          pixelRatio: 2,
          backgroundColor: "#fff",
        });
        if (url) onInsert(url);
      }}
      destroyOnHidden
      width={680}
      afterOpenChange={(visible) => {
        if (visible) chart.current?.resize();
      }}
    >
      {problem ? (
        <Alert type="warning" showIcon title={problem} />
      ) : (
        <>
          <Radio.Group
            value={type}
            onChange={(event) => setType(event.target.value as ChartType)}
            optionType="button"
            options={chartTypes.map((value) => ({
              value,
              label: t(`editor.chartDialog.types.${value}`),
            }))}
            aria-label={t("editor.chartDialog.type")}
          />
          <div ref={setContainer} className="rte-chart-preview" />
        </>
      )}
    </Modal>
  );
}
