import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n, loadLanguage } from "../../i18n/i18n.ts";
import { HttpError } from "../../lib/http.ts";
import { FilterBar, KeywordFilter, ManagementListPage } from "./ManagementListPage.tsx";

beforeEach(async () => {
  await loadLanguage("en-US");
  await i18n.changeLanguage("en-US");
});
afterEach(() => {
  cleanup();
});

const failed = (error: Error, refetch = vi.fn()) => ({
  isError: true,
  data: undefined,
  error,
  refetch,
});

// Ant Design renders slowly in happy-dom.
describe("ManagementListPage", { timeout: 30_000 }, () => {
  it("shows the title, the new action, the filters and the list", () => {
    const onCreate = vi.fn();
    const { container } = render(
      <ManagementListPage
        title="Modules"
        subtitle="Every module"
        create={{ label: "New module", onCreate }}
        query={{ isError: false, data: [], error: null, refetch: () => {} }}
        filters={<FilterBar label="Filter modules">filters here</FilterBar>}
      >
        the table
      </ManagementListPage>,
    );
    expect(screen.getByRole("heading", { name: "Modules" })).toBeTruthy();
    const filters = container.querySelector("search");
    expect(filters?.getAttribute("aria-label")).toBe("Filter modules");
    expect(filters?.textContent).toBe("filters here");
    expect(screen.getByText("the table")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /New module/ }));
    expect(onCreate).toHaveBeenCalledTimes(1);
  });

  it("puts a 403 notice in place of the list when the server refuses the staff member", () => {
    render(
      <ManagementListPage title="Users" query={failed(new HttpError(403, "Forbidden"))}>
        the table
      </ManagementListPage>,
    );
    expect(screen.getByText("You do not have the permission this page needs")).toBeTruthy();
    expect(screen.queryByText("the table")).toBeNull();
  });

  it("puts the load failure with a retry in place of the list, and keeps a list already loaded", async () => {
    const refetch = vi.fn();
    const { rerender } = render(
      <ManagementListPage title="Users" query={failed(new HttpError(500, "Down"), refetch)}>
        the table
      </ManagementListPage>,
    );
    // The failure's Result is fetched when first shown (components/LazyResult.tsx).
    expect(
      await screen.findByText("The list could not be loaded", undefined, { timeout: 10_000 }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /Retry/ }));
    expect(refetch).toHaveBeenCalledTimes(1);
    rerender(
      <ManagementListPage
        title="Users"
        query={{ isError: true, data: [], error: new HttpError(500, "Down"), refetch }}
      >
        the table
      </ManagementListPage>,
    );
    expect(screen.getByText("the table")).toBeTruthy();
  });
});

describe("KeywordFilter", { timeout: 30_000 }, () => {
  const search = (typed: string) => {
    const onSearch = vi.fn();
    render(<KeywordFilter label="Search modules" onSearch={onSearch} />);
    const box = screen.getByRole("searchbox", { name: "Search modules" });
    fireEvent.change(box, { target: { value: typed } });
    fireEvent.keyDown(box, { key: "Enter", code: "Enter", keyCode: 13 });
    return { onSearch, box };
  };

  it("hands on the keyword trimmed", () => {
    const { onSearch, box } = search("  M5311 ");
    expect(onSearch).toHaveBeenLastCalledWith("M5311");
    expect(box.getAttribute("maxlength")).toBe("50");
  });

  it("hands on undefined for nothing but spaces, so everything is listed again", () => {
    expect(search("   ").onSearch).toHaveBeenLastCalledWith(undefined);
  });
});
