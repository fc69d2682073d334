import { PushpinFilled } from "@ant-design/icons";
import { formatDate, type TextSummary } from "@portal/shared";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import { ManagementListPage } from "../../../../components/management/ManagementListPage.tsx";
import {
  CutText,
  type ManagementColumn,
  ManagementTable,
} from "../../../../components/management/ManagementTable.tsx";
import { RowActions } from "../../../../components/management/RowActions.tsx";
import { TranslationStateTags } from "../../../../components/management/TranslationStateTags.tsx";
import { useEditing } from "../../../../components/management/use-editing.ts";
import { useListState } from "../../../../components/management/use-list-state.ts";
import { useDeleteText, useSetTextStatus, useTextAdminList } from "../api.ts";
import {
  asMaterialCategory,
  materialCategoryLabelKey,
  type TextSection,
  textSectionSettings,
} from "../text-sections.ts";
import { TextFilterBar, type TextFilters } from "./TextFilterBar.tsx";
import { TextFormDrawer, type TextFormTarget } from "./TextFormDrawer.tsx";
import { TextTranslationDrawer } from "./TextTranslationDrawer.tsx";
import "../text-management.css";

/**
 * Ant Design's darkest green (green-8): its success tag's own text colours fall below the
 * 4.5:1 of WCAG AA on the tag's pale green.
 */
const publishedTagText = "#237804";

/**
 * One management page of texts (articles, notices, videos, promotion, marketing): search and
 * filters, the server-paged table with its row actions, and the create/edit drawer.
 */
export function TextManagementPage({ section }: { section: TextSection }) {
  const { t } = useTranslation();
  const settings = textSectionSettings[section];
  const listState = useListState<TextFilters>({});
  const { editing, open, close } = useEditing<TextFormTarget>();
  const translating = useEditing<{ id: number; title: string }>();
  const setStatus = useSetTextStatus();
  const remove = useDeleteText();
  const list = useTextAdminList({
    ...settings.scope,
    ...listState.filters,
    types: settings.types.join(","),
    page: listState.page,
    pageSize: listState.pageSize,
  });

  const columns: ManagementColumn<TextSummary>[] = [
    {
      key: "title",
      title: t("content.management.table.title"),
      // The row's languages under its title: a column of their own left the title no room.
      render: (_, row) => (
        <>
          <CutText text={row.title} lang={row.localization.originalLanguage} />
          <TranslationStateTags
            originalLanguage={row.localization.originalLanguage}
            translations={row.translations}
          />
        </>
      ),
    },
    ...(settings.types.length > 1
      ? [
          {
            key: "type",
            title: t("content.management.table.type"),
            width: 110,
            render: (_: unknown, row: TextSummary) => (
              <CutText text={t(`content.types.${row.type}`)} />
            ),
          },
        ]
      : []),
    {
      key: "category",
      title: t("content.management.table.category"),
      width: 110,
      render: (_, row) => {
        const material = asMaterialCategory(row.category);
        return material ? (
          <CutText text={t(materialCategoryLabelKey(material))} />
        ) : (
          <CutText text={row.category} lang={row.localization.originalLanguage} />
        );
      },
    },
    {
      key: "status",
      title: t("content.management.table.status"),
      width: 90,
      render: (_, row) => (
        <Tag
          color={row.status === "published" ? "success" : "default"}
          style={row.status === "published" ? { color: publishedTagText } : undefined}
        >
          {t(`content.management.statuses.${row.status}`)}
        </Tag>
      ),
    },
    {
      key: "pinned",
      title: t("content.management.table.pinned"),
      align: "center",
      width: 60,
      render: (_, row) =>
        row.pinned ? (
          <PushpinFilled
            className="text-admin-pinned"
            aria-label={t("content.management.table.pinnedYes")}
          />
        ) : null,
    },
    {
      key: "publishedAt",
      title: t("content.management.table.publishedAt"),
      width: 140,
      render: (_, row) =>
        row.publishedAt ? (
          <span className="management-nowrap">{formatDate(row.publishedAt, "Y-m-d H:i")}</span>
        ) : (
          <span className="text-muted">{t("content.management.table.notPublished")}</span>
        ),
    },
    {
      key: "readCount",
      title: t("content.management.table.readCount"),
      align: "right",
      width: 70,
      render: (_, row) => row.readCount,
    },
  ];

  return (
    <ManagementListPage
      title={t(`routes.${section}`)}
      subtitle={t(`content.management.sections.${section}.subtitle`)}
      create={{
        label: t(`content.management.sections.${section}.create`),
        onCreate: () => open({ id: null }),
      }}
      query={list}
      filters={
        <TextFilterBar
          settings={settings}
          filters={listState.filters}
          onChange={listState.setFilters}
        />
      }
    >
      <ManagementTable<TextSummary>
        table={`text-${section}`}
        rowKey="id"
        columns={columns}
        {...listState.tableOf(list)}
        emptyText={t(
          listState.filtered
            ? "content.management.empty.filtered"
            : "content.management.empty.none",
        )}
        actions={{
          width: 250,
          render: (row) => (
            <RowActions
              onEdit={() => open({ id: row.id, title: row.title })}
              onTranslate={() => translating.open({ id: row.id, title: row.title })}
              publication={{
                published: row.status !== "draft",
                labels: {
                  publish: t("content.management.actions.publish"),
                  unpublish: t("content.management.actions.unpublish"),
                },
                done: {
                  published: t("content.management.actions.published", { title: row.title }),
                  unpublished: t("content.management.actions.unpublished", { title: row.title }),
                },
                setPublished: (published) =>
                  setStatus.mutateAsync({ id: row.id, status: published ? "published" : "draft" }),
              }}
              previewHref={`#/preview/${row.id}`}
              removal={{
                question: t("content.management.actions.deleteTitle", { title: row.title }),
                description: t("content.management.actions.deleteContent"),
                doneMessage: t("content.management.actions.deleted", { title: row.title }),
                remove: () => remove.mutateAsync(row.id),
              }}
            />
          ),
        }}
      />
      {editing ? (
        <TextFormDrawer
          key={editing.key}
          section={section}
          target={editing.target}
          onClosed={close}
        />
      ) : null}
      {translating.editing ? (
        <TextTranslationDrawer
          key={translating.editing.key}
          target={translating.editing.target}
          onClosed={translating.close}
        />
      ) : null}
    </ManagementListPage>
  );
}
