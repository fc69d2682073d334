import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from "@ant-design/icons";
import { formatDate, type ParameterRow } from "@portal/shared";
import { Button, Space, Table, Tabs, Tag, Tooltip } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteButton } from "../../../../components/management/ConfirmDeleteButton.tsx";
import { showSuccess } from "../../../../lib/feedback.ts";
import { useDeleteParameter, useParameters, useSortParameters } from "../../api.ts";
import { DictionaryTab } from "../components/DictionaryTab.tsx";
import { KeywordSearch } from "../components/KeywordSearch.tsx";
import { ListFrame } from "../components/ListFrame.tsx";
import { ParameterFormModal } from "../components/ParameterFormModal.tsx";

type Tab = "settings" | "dictionaries";

/** /server/parameter: the typed run-time settings and, in a second tab, the dictionaries. */
export function ParameterPage() {
  const { t } = useTranslation();
  const parameters = useParameters();
  const remove = useDeleteParameter();
  const sort = useSortParameters();
  const [tab, setTab] = useState<Tab>("settings");
  const [keyword, setKeyword] = useState<string | undefined>();
  const [editing, setEditing] = useState<{
    parameter: ParameterRow | null;
    opening: number;
  } | null>(null);
  const open = (parameter: ParameterRow | null) =>
    setEditing((previous) => ({ parameter, opening: (previous?.opening ?? 0) + 1 }));

  const all = parameters.data ?? [];
  const shown = keyword
    ? all.filter((row) =>
        `${row.key} ${row.description}`.toLowerCase().includes(keyword.toLowerCase()),
      )
    : all;
  const nextSort = all.reduce((highest, row) => Math.max(highest, row.sort), 0) + 10;

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
    showSuccess(t("administration.parameter.sorted"));
  }

  return (
    <ListFrame
      title={t("administration.parameter.title")}
      subtitle={t("administration.parameter.subtitle")}
      query={parameters}
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as Tab)}
        items={[
          {
            key: "settings",
            label: t("administration.parameter.tabs.settings"),
            children: (
              <>
                <div className="administration-filters administration-toolbar">
                  <KeywordSearch
                    placeholder={t("administration.parameter.searchPlaceholder")}
                    onSearch={setKeyword}
                  />
                  <Button
                    type="primary"
                    icon={<PlusOutlined aria-hidden />}
                    onClick={() => open(null)}
                  >
                    {t("administration.parameter.create")}
                  </Button>
                </div>
                <Table<ParameterRow>
                  rowKey="id"
                  size="middle"
                  loading={parameters.isFetching || sort.isPending}
                  dataSource={shown}
                  scroll={{ x: "max-content" }}
                  pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
                  locale={{ emptyText: t("administration.empty") }}
                  columns={[
                    {
                      title: t("administration.parameter.key"),
                      key: "key",
                      render: (_, row) => (
                        <Space size={4} wrap>
                          <code>{row.key}</code>
                          {row.builtIn ? <Tag>{t("administration.parameter.builtIn")}</Tag> : null}
                        </Space>
                      ),
                    },
                    {
                      title: t("administration.parameter.type"),
                      key: "type",
                      render: (_, row) => t(`administration.parameter.types.${row.type}`),
                    },
                    {
                      title: t("administration.parameter.value"),
                      key: "value",
                      render: (_, row) => <ValueCell row={row} />,
                    },
                    {
                      title: t("administration.parameter.description"),
                      key: "description",
                      render: (_, row) => (
                        <span className="parameter-value" title={row.description}>
                          {row.description}
                        </span>
                      ),
                    },
                    {
                      title: t("administration.parameter.updatedAt"),
                      key: "updatedAt",
                      render: (_, row) => formatDate(row.updatedAt, "Y-m-d H:i"),
                    },
                    {
                      title: t("administration.actions"),
                      key: "actions",
                      fixed: "right",
                      render: (_, row) => (
                        <Space size={0}>
                          <Button type="link" onClick={() => open(row)}>
                            {t("administration.edit")}
                          </Button>
                          <Tooltip title={t("administration.parameter.moveUp")}>
                            <Button
                              type="text"
                              aria-label={t("administration.parameter.moveUp")}
                              icon={<ArrowUpOutlined aria-hidden />}
                              disabled={keyword !== undefined || all[0]?.id === row.id}
                              onClick={() => void move(row, -1)}
                            />
                          </Tooltip>
                          <Tooltip title={t("administration.parameter.moveDown")}>
                            <Button
                              type="text"
                              aria-label={t("administration.parameter.moveDown")}
                              icon={<ArrowDownOutlined aria-hidden />}
                              disabled={keyword !== undefined || all.at(-1)?.id === row.id}
                              onClick={() => void move(row, 1)}
                            />
                          </Tooltip>
                          {row.builtIn ? null : (
                            <ConfirmDeleteButton
                              question={t("administration.parameter.deleteConfirm", {
                                key: row.key,
                              })}
                              onDelete={() => remove.mutateAsync(row.id)}
                            />
                          )}
                        </Space>
                      ),
                    },
                  ]}
                />
              </>
            ),
          },
          {
            key: "dictionaries",
            label: t("administration.parameter.tabs.dictionaries"),
            children: <DictionaryTab active={tab === "dictionaries"} />,
          },
        ]}
      />
      {editing ? (
        <ParameterFormModal
          key={editing.opening}
          parameter={editing.parameter}
          nextSort={nextSort}
          onClosed={() => setEditing(null)}
        />
      ) : null}
    </ListFrame>
  );
}

/** A value as its type reads: a switch's yes or no, a list's items as tags. */
function ValueCell({ row }: { row: ParameterRow }) {
  const { t } = useTranslation();
  switch (row.type) {
    case "boolean":
      return <>{t(row.value ? "administration.parameter.yes" : "administration.parameter.no")}</>;
    case "stringList": {
      const items = Array.isArray(row.value) ? (row.value as string[]) : [];
      return (
        <Tooltip title={items.join(", ")}>
          <span className="parameter-value">
            {items.slice(0, 3).map((item) => (
              <Tag key={item}>{item}</Tag>
            ))}
            {items.length > 3 ? t("administration.parameter.items", { count: items.length }) : null}
          </span>
        </Tooltip>
      );
    }
    default:
      return <span className="parameter-value">{String(row.value)}</span>;
  }
}
