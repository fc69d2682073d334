import type {
  MemberStatisticsQuery,
  MemberStatisticsSummary,
  StatisticsSummary,
} from "@portal/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { http } from "../../lib/http.ts";

export type StatisticsRange = { from: string; to: string };

const statisticsKeys = {
  all: ["statistics"] as const,
  summary: (range: StatisticsRange) => ["statistics", "summary", range] as const,
};

/** GET /up/summary: the home statistics of a range of days, including the last seconds. */
export function useStatisticsSummary(range: StatisticsRange, enabled: boolean) {
  return useQuery({
    queryKey: statisticsKeys.summary(range),
    queryFn: () => http.get<StatisticsSummary>("/api/up/summary", { query: range }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /api/userStatistics/summary; the last answer stays shown while another range loads. */
export function useMemberStatistics(range: MemberStatisticsQuery, enabled: boolean) {
  return useQuery({
    queryKey: ["statisticsUsers", "summary", range],
    queryFn: ({ signal }) =>
      http.get<MemberStatisticsSummary>("/api/userStatistics/summary", { query: range, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
