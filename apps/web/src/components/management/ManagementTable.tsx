import { SettingOutlined } from "@ant-design/icons";
import {
  Button,
  Checkbox,
  Empty,
  Grid,
  Pagination,
  type PaginationProps,
  Popover,
  Table,
  type TableColumnType,
} from "antd";
import { type Key, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import "./management.css";

/**
 * A column of a management table. `choosable` lets the reader hide it ("shown") or show it
 * ("hidden" at first): a table with more columns than a 1366 px screen holds offers the rest
 * this way rather than scrolling them behind the actions.
 */
export type ManagementColumn<Row> = TableColumnType<Row> & {
  key: string;
  choosable?: "shown" | "hidden";
};

/** The server's page the table shows, and where a change of page goes. */
export type TablePaging = {
  total: number;
  page: number;
  pageSize: number;
  onChange: (page: number, pageSize: number) => void;
};

const chosenColumnsKey = (table: string) => `management-columns:${table}`;

function storedChoice(table: string): string[] | null {
  try {
    const stored = JSON.parse(localStorage.getItem(chosenColumnsKey(table)) ?? "null");
    return Array.isArray(stored) ? stored.filter((key) => typeof key === "string") : null;
  } catch {
    return null;
  }
}

/** A management list's pager, the same under a table and under a list of cards. */
function managementPagination(
  paging: TablePaging,
  t: (key: string, options: { count: number }) => string,
): PaginationProps {
  return {
    current: paging.page,
    pageSize: paging.pageSize,
    total: paging.total,
    showSizeChanger: true,
    showTotal: (count) => t("common.management.total", { count }),
    onChange: paging.onChange,
  };
}

/** The pager of a management list that is not a table (a queue of cards); none while empty. */
export function ManagementPagination({
  paging,
  pageSizeOptions,
  className,
}: {
  paging: TablePaging;
  /** The sizes the server accepts, when it caps them below the table's choices. */
  pageSizeOptions?: number[];
  className?: string;
}) {
  const { t } = useTranslation();
  if (paging.total === 0) return null;
  return (
    <Pagination
      className={className}
      align="end"
      pageSizeOptions={pageSizeOptions}
      {...managementPagination(paging, t)}
    />
  );
}

/**
 * The table of every management list. On a wide screen its columns share the card's width
 * (fixed layout: a long text is cut, whole on hover, with `CutText`) and the actions stay in
 * the last column; on a phone the row scrolls sideways. `table` names it for the column chooser,
 * which remembers the reader's choice in this browser. `emptyText` as words shows them under
 * Ant Design's small empty picture.
 */
export function ManagementTable<Row extends object>({
  table,
  rowKey,
  columns,
  rows,
  loading,
  emptyText,
  paging,
  actions,
}: {
  table: string;
  rowKey: keyof Row & string;
  columns: ManagementColumn<Row>[];
  rows: Row[];
  loading?: boolean;
  emptyText?: ReactNode;
  paging?: TablePaging;
  actions?: { width: number; render: (row: Row) => ReactNode };
}) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const wide = screens.md !== false;
  const choosable = columns.filter((column) => column.choosable);
  const [chosen, setChosen] = useState<string[]>(
    () =>
      storedChoice(table) ??
      choosable.filter((column) => column.choosable === "shown").map((column) => column.key),
  );

  function choose(keys: string[]) {
    setChosen(keys);
    localStorage.setItem(chosenColumnsKey(table), JSON.stringify(keys));
  }

  const shown: TableColumnType<Row>[] = columns
    .filter((column) => !column.choosable || chosen.includes(column.key))
    .map(({ choosable: _choosable, ...column }) => column);
  if (actions) {
    shown.push({
      key: "actions",
      title: t("common.management.actions"),
      width: actions.width,
      fixed: wide ? "right" : undefined,
      render: (_, row) => actions.render(row),
    });
  }

  return (
    <>
      {choosable.length > 0 ? (
        <div className="management-table-tools">
          <Popover
            trigger="click"
            placement="bottomRight"
            content={
              <Checkbox.Group
                className="management-column-chooser"
                value={chosen}
                onChange={(keys) => choose(keys as string[])}
                options={choosable.map((column) => ({
                  value: column.key,
                  label: column.title as ReactNode,
                }))}
              />
            }
          >
            <Button size="small" icon={<SettingOutlined aria-hidden />}>
              {t("common.management.columns")}
            </Button>
          </Popover>
        </div>
      ) : null}
      <Table<Row>
        rowKey={(row) => row[rowKey] as Key}
        size="middle"
        columns={shown}
        dataSource={rows}
        loading={loading}
        tableLayout={wide ? "fixed" : undefined}
        scroll={wide ? undefined : { x: "max-content" }}
        locale={
          emptyText === undefined
            ? undefined
            : {
                emptyText:
                  typeof emptyText === "string" ? (
                    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
                  ) : (
                    emptyText
                  ),
              }
        }
        pagination={paging ? managementPagination(paging, t) : false}
      />
    </>
  );
}

/**
 * A text cut to its column's width, the whole text in the hover title. `lang` names the
 * language of words shown as they were written (a record's original), when it may not be the
 * page's: screen readers pronounce them right, and the language check tells them from the
 * interface's own words. `userContent` marks words a person typed as data (a nickname, a
 * company, a recorded value), shown as typed in every language.
 */
export function CutText({
  text,
  className,
  lang,
  userContent,
}: {
  text: string | null | undefined;
  className?: string;
  lang?: string;
  userContent?: boolean;
}) {
  if (!text) return null;
  return (
    <span
      className={className ? `management-cut ${className}` : "management-cut"}
      title={text}
      lang={lang}
      data-user-content={userContent || undefined}
    >
      {text}
    </span>
  );
}
