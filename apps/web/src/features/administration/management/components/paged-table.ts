import { pagination } from "@portal/shared";
import { useState } from "react";

/**
 * The page and page size of an administration table, and the table's pagination settings;
 * `restart` goes back to page 1 (a new search).
 */
export function usePagedTable() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(pagination.defaultPageSize);
  return {
    page,
    pageSize,
    restart: () => setPage(1),
    settings: (total: number | undefined) => ({
      current: page,
      pageSize,
      total: total ?? 0,
      showSizeChanger: true,
      onChange: (nextPage: number, nextPageSize: number) => {
        setPage(nextPageSize === pageSize ? nextPage : 1);
        setPageSize(nextPageSize);
      },
    }),
  };
}
