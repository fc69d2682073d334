import { Input, Segmented } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FilterBar } from "../../../components/management/ManagementListPage.tsx";
import "./statistics.css";

/** A range of calendar days, both ends included, as the date inputs write them. */
export type DayRange = { from: string; to: string };

const dayMs = 24 * 60 * 60 * 1000;
const minuteMs = 60_000;
const presets = [7, 30, 90, 365] as const;

/**
 * How a statistics page's server counts days: the UTC offset of its calendar (China's for page
 * views, UTC for members) and the longest range it answers.
 */
export type DayCalendar = { utcOffsetMinutes: number; maxDays: number };

/** The calendar day `days` before today in the server's calendar. */
function calendarDayBefore(days: number, { utcOffsetMinutes }: DayCalendar): string {
  return new Date(Date.now() + utcOffsetMinutes * minuteMs - days * dayMs)
    .toISOString()
    .slice(0, 10);
}

function lastDays(count: number, calendar: DayCalendar): DayRange {
  return { from: calendarDayBefore(count - 1, calendar), to: calendarDayBefore(0, calendar) };
}

function isValidRange({ from, to }: DayRange, { maxDays }: DayCalendar): boolean {
  const shape = /^\d{4}-\d{2}-\d{2}$/;
  if (!shape.test(from) || !shape.test(to) || from > to) return false;
  return (Date.parse(to) - Date.parse(from)) / dayMs < maxDays;
}

/** The range a statistics page shows, the last 30 days at first, and whether it can be asked. */
export function useDayRange(calendar: DayCalendar) {
  const [range, setRange] = useState<DayRange>(() => lastDays(30, calendar));
  return { range, setRange, valid: isValidRange(range, calendar) };
}

/**
 * The range filter of the statistics pages: presets of the last days, and two date inputs for
 * any other range, with the reason when the range cannot be asked.
 */
export function StatisticsRangeFilter({
  range,
  onChange,
  calendar,
}: {
  range: DayRange;
  onChange: (range: DayRange) => void;
  calendar: DayCalendar;
}) {
  const { t } = useTranslation();
  const valid = isValidRange(range, calendar);
  const preset = presets.find((days) => {
    const candidate = lastDays(days, calendar);
    return candidate.from === range.from && candidate.to === range.to;
  });
  return (
    <FilterBar label={t("statistics.range.label")}>
      <Segmented
        className="statistics-presets"
        aria-label={t("statistics.range.label")}
        value={preset ?? 0}
        options={presets.map((days) => ({
          value: days,
          label: t("statistics.range.lastDays", { count: days }),
        }))}
        onChange={(days) => onChange(lastDays(Number(days), calendar))}
      />
      <Input
        type="date"
        aria-label={t("statistics.range.from")}
        value={range.from}
        max={range.to}
        onChange={(event) => onChange({ ...range, from: event.target.value })}
        className="statistics-date"
        data-testid="range-from"
      />
      <Input
        type="date"
        aria-label={t("statistics.range.to")}
        value={range.to}
        min={range.from}
        onChange={(event) => onChange({ ...range, to: event.target.value })}
        className="statistics-date"
        status={valid ? undefined : "error"}
        data-testid="range-to"
      />
      {valid ? null : (
        <span role="alert" className="statistics-range-problem">
          {t("statistics.range.invalid", { days: calendar.maxDays })}
        </span>
      )}
    </FilterBar>
  );
}
