import { ArrowDownOutlined, ArrowUpOutlined } from "@ant-design/icons";
import { formatDate, type ParameterRow } from "@portal/shared";
import { Button, Space, Tag, Tooltip } from "antd";
import { useTranslation } from "react-i18next";
import {
  FilterBar,
  KeywordFilter,
  ListOrFailure,
} from "../../../../components/management/ManagementListPage.tsx";
import {
  CutText,
  type ManagementColumn,
  ManagementTable,
} from "../../../../components/management/ManagementTable.tsx";
import { RowActions } from "../../../../components/management/RowActions.tsx";
import { useListState } from "../../../../components/management/use-list-state.ts";
import { showSuccess } from "../../../../lib/feedback.ts";
import { useDeleteParameter, useParameters, useSortParameters } from "../../api.ts";
import "./parameter-table.css";

/**
 * The parameters in their sort order, searchable by key and description (all are loaded: a few
 * dozen at most), each moved up or down among all of them (not while a search hides some).
 */
export function ParameterTable({ onEdit }: { onEdit: (parameter: ParameterRow) => void }) {
  const { t } = useTranslation();
  const parameters = useParameters();
  const remove = useDeleteParameter();
  const sort = useSortParameters();
  const { filters, setFilters } = useListState<{ keyword?: string }>({});
  const keyword = filters.keyword?.toLowerCase();

  const all = parameters.data ?? [];
  const shown = keyword
    ? all.filter((row) => `${row.key} ${row.description}`.toLowerCase().includes(keyword))
    : all;

  /** Swaps a row with its neighbour in the full order; equal sorts are spread out first. */
  async function move(row: ParameterRow, step: -1 | 1) {
    const index = all.findIndex((candidate) => candidate.id === row.id);
    const neighbour = all[index + step];
    if (!neighbour) return;
    const order = all.map((candidate) => candidate.id);
    order[index] = neighbour.id;
    order[index + step] = row.id;
    const items = order.map((id, position) => ({ id, sort: (position + 1) * 10 }));
    await sort.mutateAsync(items);
    showSuccess(t("parameter.sorted"));
  }

  const columns: ManagementColumn<ParameterRow>[] = [
    {
      key: "key",
      title: t("parameter.key"),
      // The longest built-in key and its "system" tag, whole.
      width: 270,
      render: (_, row) => (
        <div className="parameter-key">
          <code className="management-cut" title={row.key}>
            {row.key}
          </code>
          {row.builtIn ? <Tag>{t("parameter.builtIn")}</Tag> : null}
        </div>
      ),
    },
    {
      key: "type",
      title: t("parameter.type"),
      width: 110,
      render: (_, row) => <CutText text={t(`parameter.types.${row.type}`)} />,
    },
    {
      key: "value",
      title: t("parameter.value"),
      render: (_, row) => <ParameterValue row={row} />,
    },
    {
      key: "description",
      title: t("parameter.description"),
      render: (_, row) => <CutText text={row.description} userContent={!row.builtIn} />,
    },
    {
      key: "updatedAt",
      title: t("parameter.updatedAt"),
      width: 150,
      render: (_, row) => (
        <span className="management-nowrap">{formatDate(row.updatedAt, "Y-m-d H:i")}</span>
      ),
    },
  ];

  return (
    <ListOrFailure query={parameters}>
      <FilterBar label={t("parameter.filters")}>
        <KeywordFilter
          label={t("parameter.searchPlaceholder")}
          onSearch={(keyword) => setFilters({ keyword: keyword })}
        />
      </FilterBar>
      <ManagementTable<ParameterRow>
        table="parameters"
        rowKey="id"
        columns={columns}
        rows={shown}
        loading={parameters.isFetching || sort.isPending}
        actions={{
          width: 190,
          render: (row) => (
            <Space size={0}>
              <Tooltip title={t("parameter.moveUp")}>
                <Button
                  type="text"
                  size="small"
                  aria-label={t("parameter.moveUp")}
                  icon={<ArrowUpOutlined aria-hidden />}
                  disabled={keyword !== undefined || all[0]?.id === row.id}
                  onClick={() => void move(row, -1)}
                />
              </Tooltip>
              <Tooltip title={t("parameter.moveDown")}>
                <Button
                  type="text"
                  size="small"
                  aria-label={t("parameter.moveDown")}
                  icon={<ArrowDownOutlined aria-hidden />}
                  disabled={keyword !== undefined || all.at(-1)?.id === row.id}
                  onClick={() => void move(row, 1)}
                />
              </Tooltip>
              <RowActions
                onEdit={() => onEdit(row)}
                // A built-in parameter is one the site reads: it may be changed, never deleted.
                removal={
                  row.builtIn
                    ? undefined
                    : {
                        question: t("parameter.deleteConfirm", { key: row.key }),
                        doneMessage: t("common.management.deleted"),
                        remove: () => remove.mutateAsync(row.id),
                      }
                }
              />
            </Space>
          ),
        }}
      />
    </ListOrFailure>
  );
}

/** A value as its type reads: a switch's yes or no, a list's first items as tags. */
function ParameterValue({ row }: { row: ParameterRow }) {
  const { t } = useTranslation();
  switch (row.type) {
    case "boolean":
      return <>{t(row.value ? "parameter.yes" : "parameter.no")}</>;
    case "stringList": {
      const items = Array.isArray(row.value) ? (row.value as string[]) : [];
      return (
        <Tooltip title={items.join(", ")}>
          <span className="management-cut" data-user-content>
            {items.slice(0, 3).map((item) => (
              <Tag key={item}>{item}</Tag>
            ))}
            {items.length > 3 ? t("parameter.items", { count: items.length }) : null}
          </span>
        </Tooltip>
      );
    }
    default:
      return <CutText text={String(row.value)} userContent />;
  }
}
