import type {
  ManagedSampleApplication,
  ManageSampleInput,
  Page,
  SampleApplication,
  SampleApplicationInput,
  SampleFilters,
} from "@portal/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { http } from "../../lib/http.ts";
import { pagedQuery, useInvalidatingMutation } from "../../lib/mutations.ts";

type Paging = { page: number; pageSize: number };

/** A province of the geo dictionary with its cities (`/common/dict?type=geo`). */
export type GeoProvince = {
  code: string;
  provinceName: string;
  cities: { code: string; cityName: string }[];
};

/** Every key of the sample applications starts with "samples": a write marks them all stale. */
const samplesKeys = {
  all: ["samples"] as const,
  own: (paging: Paging) => ["samples", "own", paging] as const,
  table: (query: SampleFilters & Paging) => ["samples", "table", query] as const,
  geo: ["samples", "geo"] as const,
};

/** GET queryCurrentUserApplications: the member's own applications, newest first. */
export function useOwnSampleApplications(paging: Paging) {
  return useQuery(
    pagedQuery<SampleApplication>(
      samplesKeys.own(paging),
      "/api/application/queryCurrentUserApplications",
      paging,
    ),
  );
}

/** GET queryAllApplications: the staff table, filtered. */
export function useSampleApplicationTable(query: SampleFilters & Paging) {
  return useQuery(
    pagedQuery<ManagedSampleApplication, Page<ManagedSampleApplication>>(
      samplesKeys.table(query),
      "/api/application/queryAllApplications",
      query,
    ),
  );
}

/**
 * GET common/dict?type=geo: the provinces with their cities. The list ships with the server and
 * never changes while the page is open.
 */
export function useGeoProvinces() {
  return useQuery(
    queryOptions({
      queryKey: samplesKeys.geo,
      queryFn: ({ signal }) =>
        http.get<GeoProvince[]>("/api/common/dict", {
          query: { type: "geo" },
          signal,
          quiet: true,
        }),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
}

/** POST addApplication; a refusal naming fields lands under them. */
export function useAddSampleApplication() {
  return useInvalidatingMutation(
    (input: SampleApplicationInput) =>
      http.post<{ id: number; state: string }>("/api/application/addApplication", input, {
        fieldErrorsInForm: true,
      }),
    [samplesKeys.all],
  );
}

/** POST manageUserApplication: approve, refuse, ship (staff) or cancel (the owner). */
export function useManageSampleApplication() {
  return useInvalidatingMutation(
    (input: ManageSampleInput) =>
      http.post<null>("/api/application/manageUserApplication", input, {
        fieldErrorsInForm: true,
      }),
    [samplesKeys.all],
  );
}

/** GET exportExcel: saves the applications the filters match as .xlsx. */
export function downloadSampleApplications(filters: SampleFilters) {
  return http.download("/api/application/exportExcel", {
    query: filters,
    fallbackName: "sample-applications.xlsx",
  });
}
