import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useEditing } from "./use-editing.ts";
import { useListState } from "./use-list-state.ts";

describe("useListState", () => {
  it("goes back to the first page when the filters or the page size change", () => {
    const { result } = renderHook(() => useListState<{ keyword?: string }>({}));
    expect(result.current.filtered).toBe(false);
    act(() => result.current.changePage(3, result.current.pageSize));
    expect(result.current.page).toBe(3);
    act(() => result.current.setFilters({ keyword: "M5311" }));
    expect(result.current).toMatchObject({
      page: 1,
      filtered: true,
      filters: { keyword: "M5311" },
    });
    act(() => result.current.changePage(2, result.current.pageSize));
    act(() => result.current.changePage(2, 50));
    expect(result.current).toMatchObject({ page: 1, pageSize: 50 });
  });

  it("hands the table the list's rows, its loading and the paging of this state", () => {
    const { result } = renderHook(() => useListState({}));
    const list = { data: { list: [{ id: 1 }], total: 41 }, isFetching: true };
    const table = result.current.tableOf(list);
    expect(table).toMatchObject({
      rows: [{ id: 1 }],
      loading: true,
      paging: { total: 41, page: 1, pageSize: result.current.pageSize },
    });
    act(() => table.paging.onChange(3, result.current.pageSize));
    expect(result.current.page).toBe(3);
    expect(result.current.tableOf({ isFetching: false })).toMatchObject({
      rows: [],
      paging: { total: 0 },
    });
  });
});

describe("useEditing", () => {
  it("gives each opening its own key, even for the same record", () => {
    const { result } = renderHook(() => useEditing<{ id: number }>());
    expect(result.current.editing).toBeNull();
    act(() => result.current.open({ id: 7 }));
    const first = result.current.editing?.key;
    act(() => result.current.close());
    expect(result.current.editing).toBeNull();
    act(() => result.current.open({ id: 7 }));
    expect(result.current.editing?.target).toEqual({ id: 7 });
    expect(result.current.editing?.key).not.toBe(first);
  });
});
