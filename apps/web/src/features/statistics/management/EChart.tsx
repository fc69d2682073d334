import { BarChart, LineChart, MapChart, PieChart } from "echarts/charts";
import {
  GridComponent,
  LegendComponent,
  TooltipComponent,
  VisualMapComponent,
} from "echarts/components";
import * as echarts from "echarts/core";
import { CanvasRenderer } from "echarts/renderers";
import { useEffect, useRef, useState } from "react";
import "./statistics.css";

echarts.use([
  BarChart,
  LineChart,
  MapChart,
  PieChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  VisualMapComponent,
  CanvasRenderer,
]);

/**
 * One chart, redrawn when its option changes and resized with its box. The chart is a picture
 * for sighted readers: `label` names it, and the page puts its figures in a table beside it.
 */
export function EChart({
  option,
  label,
  height = 300,
  testId,
}: {
  option: echarts.EChartsCoreOption;
  label: string;
  height?: number;
  testId: string;
}) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  // What to draw when the box appears; a change after that is drawn by the effect below.
  const latestOption = useRef(option);
  latestOption.current = option;

  useEffect(() => {
    if (!container) return;
    const instance = echarts.init(container, undefined, { renderer: "canvas" });
    chart.current = instance;
    instance.setOption(latestOption.current);
    const resize = new ResizeObserver(() => instance.resize());
    resize.observe(container);
    return () => {
      resize.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [container]);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return (
    <div
      ref={setContainer}
      role="img"
      aria-label={label}
      data-testid={testId}
      className="statistics-chart"
      style={{ height }}
    />
  );
}
