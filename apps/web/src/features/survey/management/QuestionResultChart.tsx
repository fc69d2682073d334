import type { SurveyQuestionResult } from "@portal/shared";
import { BarChart, PieChart } from "echarts/charts";
import { GridComponent, TooltipComponent } from "echarts/components";
import * as echarts from "echarts/core";
import { CanvasRenderer } from "echarts/renderers";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";

echarts.use([BarChart, PieChart, GridComponent, TooltipComponent, CanvasRenderer]);

type Slice = { name: string; value: number };

/**
 * One question's counts as a chart: a pie of a single choice's options, bars of a multiple
 * choice's options (several may be chosen, so they do not add up to a whole) and of a rating's
 * scores. The same counts are listed beside it for readers who cannot see the canvas.
 */
export function QuestionResultChart({ question }: { question: SurveyQuestionResult }) {
  const { t } = useTranslation();
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const slices: Slice[] = useMemo(
    () =>
      question.type === "rating"
        ? question.ratings.map(({ rating, count }) => ({
            name: t("survey.results.ratingValue", { rating }),
            value: count,
          }))
        : question.options.map((option) => ({ name: option.label, value: option.count })),
    [question, t],
  );

  useEffect(() => {
    if (!container) return;
    const chart = echarts.init(container, undefined, { renderer: "canvas" });
    chart.setOption(chartOption(question.type, slices));
    const resize = new ResizeObserver(() => chart.resize());
    resize.observe(container);
    return () => {
      resize.disconnect();
      chart.dispose();
    };
  }, [container, question.type, slices]);

  return (
    <div className="survey-result-chart-block">
      <div
        ref={setContainer}
        className="survey-result-chart"
        role="img"
        aria-label={t("survey.results.chartLabel", { title: question.title })}
      />
      <ul className="survey-result-counts">
        {slices.map((slice) => (
          <li key={slice.name}>
            <span data-user-content={question.type === "rating" ? undefined : true}>
              {slice.name}
            </span>
            <span className="survey-result-count">
              {t("survey.results.votes", { count: slice.value })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function chartOption(
  type: SurveyQuestionResult["type"],
  slices: Slice[],
): echarts.EChartsCoreOption {
  if (type === "single") {
    return {
      tooltip: { trigger: "item" },
      series: [
        {
          type: "pie",
          radius: ["35%", "65%"],
          data: slices,
          label: { formatter: "{b}: {c}", overflow: "truncate", width: 110 },
        },
      ],
    };
  }
  const horizontal = type === "multiple";
  const categories = { type: "category", data: slices.map((slice) => slice.name) };
  const values = { type: "value", minInterval: 1 };
  return {
    tooltip: { trigger: "axis" },
    grid: { left: 8, right: 24, top: 16, bottom: 8, containLabel: true },
    xAxis: horizontal ? values : categories,
    yAxis: horizontal
      ? { ...categories, inverse: true, axisLabel: { width: 110, overflow: "truncate" } }
      : values,
    series: [
      {
        type: "bar",
        data: slices.map((slice) => slice.value),
        barMaxWidth: 32,
        label: { show: true, position: horizontal ? "right" : "top" },
      },
    ],
  };
}
