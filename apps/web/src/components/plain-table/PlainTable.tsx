import { Grid, Spin } from "antd";
import { type CSSProperties, type Key, type ReactNode, useState } from "react";
import { Pager } from "../pager/Pager.tsx";
import "./plain-table.css";

/** A screen width of Ant Design's grid (xs to xxxl). */
type Breakpoint = keyof ReturnType<typeof Grid.useBreakpoint>;

/** One column: its head, and what each row shows in it. */
export type PlainColumn<Row> = {
  key: string;
  title: ReactNode;
  className?: string;
  /** Shown only from one of these screen widths on, as Ant Design's `responsive`. */
  responsive?: readonly Breakpoint[];
  align?: CSSProperties["textAlign"];
  render: (row: Row, index: number) => ReactNode;
};

type PlainTableProps<Row> = {
  columns: PlainColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => Key;
  className?: string;
  /** A veil and a spinner over the rows while they are fetched again. */
  loading?: boolean;
  /** What the body shows when there are no rows. */
  empty: ReactNode;
  /** A row that can be opened shows this under it; the first column is then its button. */
  expandable?: {
    render: (row: Row) => ReactNode;
    /** The button's accessible names. */
    expandLabel: string;
    collapseLabel: string;
  };
  /** Page numbers under the rows, hidden when everything fits on one page. */
  pagination?: {
    current: number;
    total: number;
    pageSize: number;
    onChange: (page: number) => void;
    showTotal?: (total: number) => ReactNode;
  };
};

/**
 * A semantic table drawn as Ant Design's middle-sized Table is (plain-table.css has its
 * measures), for public lists that use only its columns, responsive columns, opening rows and
 * pages. Ant Design's Table brings its filters, sorters, selection (checkbox, radio, dropdown,
 * menu) and virtual list: about 45 KB gzipped on a first visit.
 */
export function PlainTable<Row>({
  columns,
  rows,
  rowKey,
  className,
  loading = false,
  empty,
  expandable,
  pagination,
}: PlainTableProps<Row>) {
  const screens = Grid.useBreakpoint();
  const [expanded, setExpanded] = useState<ReadonlySet<Key>>(new Set());
  // As Ant Design does: a responsive column shows once one of its widths matches.
  const shown = columns.filter(
    (column) => !column.responsive || column.responsive.some((width) => screens[width] === true),
  );
  const columnCount = shown.length + (expandable ? 1 : 0);
  const toggle = (key: Key) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const alignOf = (column: PlainColumn<Row>) =>
    column.align ? { textAlign: column.align } : undefined;

  const body =
    rows.length === 0 ? (
      <tr className="plain-table-placeholder">
        <td colSpan={columnCount}>{empty}</td>
      </tr>
    ) : (
      rows.flatMap((row, index) => {
        const key = rowKey(row);
        const open = expanded.has(key);
        const cells = (
          <tr key={key} className="plain-table-row" data-row-key={key}>
            {expandable ? (
              <td className="plain-table-expand-cell">
                <button
                  type="button"
                  className={
                    open
                      ? "plain-table-expand-icon"
                      : "plain-table-expand-icon plain-table-expand-icon-collapsed"
                  }
                  aria-label={open ? expandable.collapseLabel : expandable.expandLabel}
                  aria-expanded={open}
                  onClick={() => toggle(key)}
                />
              </td>
            ) : null}
            {shown.map((column) => (
              <td key={column.key} className={column.className} style={alignOf(column)}>
                {column.render(row, index)}
              </td>
            ))}
          </tr>
        );
        if (!expandable || !open) return [cells];
        return [
          cells,
          <tr key={`${key}-expanded`} className="plain-table-expanded-row">
            <td colSpan={columnCount}>{expandable.render(row)}</td>
          </tr>,
        ];
      })
    );

  const pageCount = pagination ? Math.ceil(pagination.total / pagination.pageSize) : 0;
  return (
    <div className={className ? `plain-table-wrapper ${className}` : "plain-table-wrapper"}>
      <Spin spinning={loading}>
        <div className="plain-table">
          <table>
            {expandable ? (
              <colgroup>
                <col className="plain-table-expand-col" />
              </colgroup>
            ) : null}
            <thead>
              <tr>
                {expandable ? <th className="plain-table-expand-cell" /> : null}
                {shown.map((column) => (
                  <th
                    key={column.key}
                    scope="col"
                    className={column.className}
                    style={alignOf(column)}
                  >
                    {column.title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{body}</tbody>
          </table>
        </div>
        {pagination && pageCount > 1 ? (
          <div className="plain-table-pagination">
            {pagination.showTotal ? (
              <span className="plain-table-total">{pagination.showTotal(pagination.total)}</span>
            ) : null}
            <Pager
              size="small"
              current={pagination.current}
              total={pagination.total}
              pageSize={pagination.pageSize}
              onChange={pagination.onChange}
            />
          </div>
        ) : null}
      </Spin>
    </div>
  );
}
