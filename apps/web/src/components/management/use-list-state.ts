import { pagination } from "@portal/shared";
import { useState } from "react";

/**
 * The filters and the server page of a management list. A change of filters goes back to the
 * first page; a change of page size too, since the old page number means other rows.
 */
export function useListState<Filters extends object>(initialFilters: Filters) {
  const [filters, setFiltersState] = useState<Filters>(initialFilters);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(pagination.defaultPageSize);
  const changePage = (nextPage: number, nextPageSize: number) => {
    setPage(nextPageSize === pageSize ? nextPage : 1);
    setPageSize(nextPageSize);
  };
  return {
    filters,
    page,
    pageSize,
    /** Whether any filter is set: an empty list then says "nothing matches", not "nothing yet". */
    filtered: Object.values(filters).some((value) => value !== undefined && value !== ""),
    setFilters: (next: Filters) => {
      setFiltersState(next);
      setPage(1);
    },
    changePage,
    /** The table's rows, loading state and paging from the list query of this state. */
    tableOf: <Row>(list: {
      data?: { list: Row[]; total: number } | undefined;
      isFetching: boolean;
    }) => ({
      rows: list.data?.list ?? [],
      loading: list.isFetching,
      paging: { total: list.data?.total ?? 0, page, pageSize, onChange: changePage },
    }),
  };
}
