import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n, loadLanguage } from "../../i18n/i18n.ts";
import { CutText, type ManagementColumn, ManagementTable } from "./ManagementTable.tsx";

beforeEach(async () => {
  localStorage.clear();
  await loadLanguage("en-US");
  await i18n.changeLanguage("en-US");
});
afterEach(() => {
  cleanup();
});

type Row = { id: number; model: string; views: number; note: string };
const rows: Row[] = [
  { id: 1, model: "M5311", views: 12, note: "An NB-IoT module with a very long description" },
];
const columns: ManagementColumn<Row>[] = [
  { key: "model", title: "Model", dataIndex: "model" },
  { key: "note", title: "Note", render: (_, row) => <CutText text={row.note} /> },
  { key: "views", title: "Views", dataIndex: "views", choosable: "hidden" },
];
const headers = (container: HTMLElement) =>
  [...container.querySelectorAll("th")].map((cell) => cell.textContent);

// Ant Design renders slowly in happy-dom.
describe("ManagementTable", { timeout: 30_000 }, () => {
  it("shows the actions last, a hidden column once chosen, and remembers the choice", async () => {
    const { container, unmount } = render(
      <ManagementTable<Row>
        table="products"
        rowKey="id"
        columns={columns}
        rows={rows}
        actions={{ width: 120, render: (row) => <button type="button">Edit {row.model}</button> }}
      />,
    );
    expect(headers(container)).toEqual(["Model", "Note", "Actions"]);
    expect(screen.getByRole("button", { name: "Edit M5311" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /Columns/ }));
    fireEvent.click(await screen.findByRole("checkbox", { name: "Views" }));
    await waitFor(() => expect(headers(container)).toEqual(["Model", "Note", "Views", "Actions"]));
    unmount();

    const again = render(
      <ManagementTable<Row> table="products" rowKey="id" columns={columns} rows={rows} />,
    );
    expect(headers(again.container)).toEqual(["Model", "Note", "Views"]);
  });

  it("says an empty list in the words given", () => {
    render(
      <ManagementTable<Row>
        table="empty"
        rowKey="id"
        columns={columns}
        rows={[]}
        emptyText="Nothing matches these filters"
      />,
    );
    expect(screen.getByText("Nothing matches these filters")).toBeTruthy();
  });

  it("offers no column chooser when every column is always shown", () => {
    render(
      <ManagementTable<Row> table="plain" rowKey="id" columns={columns.slice(0, 2)} rows={rows} />,
    );
    expect(screen.queryByRole("button", { name: /Columns/ })).toBeNull();
  });

  it("pages on the server: total in words, a click asks for the next page", async () => {
    const onChange = vi.fn();
    render(
      <ManagementTable<Row>
        table="paged"
        rowKey="id"
        columns={columns}
        rows={rows}
        paging={{ total: 45, page: 1, pageSize: 20, onChange }}
      />,
    );
    expect(screen.getByText("45 in all")).toBeTruthy();
    fireEvent.click(screen.getByTitle("2"));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(2, 20));
  });

  it("cuts a long text and keeps the whole of it on hover", () => {
    render(<CutText text="An NB-IoT module with a very long description" />);
    const cut = screen.getByText("An NB-IoT module with a very long description");
    expect(cut.className).toContain("management-cut");
    expect(cut.getAttribute("title")).toBe("An NB-IoT module with a very long description");
  });
});
