import { type ForumBoardAdmin, formatDate } from "@portal/shared";
import { Button } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  FilterBar,
  KeywordFilter,
  ManagementListPage,
} from "../../../../components/management/ManagementListPage.tsx";
import {
  CutText,
  type ManagementColumn,
  ManagementTable,
} from "../../../../components/management/ManagementTable.tsx";
import { RowActions } from "../../../../components/management/RowActions.tsx";
import { TranslationStateTags } from "../../../../components/management/TranslationStateTags.tsx";
import { useEditing } from "../../../../components/management/use-editing.ts";
import { useListState } from "../../../../components/management/use-list-state.ts";
import { recordFromList } from "../../../../components/management/VersionedForm.tsx";
import { type BoardQuery, useDeleteBoard, useForumBoards } from "../api.ts";
import { BoardFormDrawer } from "../components/BoardFormDrawer.tsx";
import { BoardModeratorsModal } from "../components/BoardModeratorsModal.tsx";
import { BoardTranslationDrawer } from "../components/BoardTranslationDrawer.tsx";

type Filters = { keyword?: string | undefined };

/**
 * `#/server/forumBoards`: the boards as written, in their order, with the languages they have
 * versions in; their form, languages drawer, moderators and deletion.
 */
export function ForumBoardsPage() {
  const { t } = useTranslation();
  const words = (key: string, values?: Record<string, string | number>) =>
    t(`forum-management.boards.${key}`, values);
  const listState = useListState<Filters>({});
  const query: BoardQuery = {
    ...listState.filters,
    page: listState.page,
    pageSize: listState.pageSize,
  };
  const list = useForumBoards(query);
  const { editing, open, close } = useEditing<ForumBoardAdmin | null>();
  const translating = useEditing<ForumBoardAdmin>();
  const [moderating, setModerating] = useState<ForumBoardAdmin | null>(null);
  const remove = useDeleteBoard();

  const columns: ManagementColumn<ForumBoardAdmin>[] = [
    {
      key: "sort",
      title: words("sort"),
      width: 70,
      align: "right",
      render: (_, row) => row.sort,
    },
    {
      key: "name",
      title: words("name"),
      render: (_, row) => (
        <>
          <CutText text={row.name} lang={row.language} />
          <TranslationStateTags originalLanguage={row.language} translations={row.translations} />
        </>
      ),
    },
    {
      key: "template",
      title: words("template"),
      width: 100,
      render: (_, row) => words("fieldsCount", { count: row.template.length }),
    },
    {
      key: "moderators",
      title: words("moderators"),
      width: 160,
      render: (_, row) =>
        row.moderators.length > 0 ? (
          <CutText text={row.moderators.map((user) => user.nickname).join(", ")} userContent />
        ) : (
          words("noModerators")
        ),
    },
    {
      key: "postCount",
      title: words("posts"),
      width: 80,
      align: "right",
      render: (_, row) => row.postCount,
    },
    {
      key: "lastPostAt",
      title: words("lastPostAt"),
      width: 140,
      choosable: "hidden",
      render: (_, row) =>
        row.lastPostAt ? (
          <span className="management-nowrap">{formatDate(row.lastPostAt, "Y-m-d H:i")}</span>
        ) : null,
    },
  ];

  return (
    <ManagementListPage
      title={t("routes.forumBoards")}
      subtitle={words("subtitle")}
      create={{ label: words("create"), onCreate: () => open(null) }}
      query={list}
      filters={
        <FilterBar label={t("forum-management.common.filters")}>
          <KeywordFilter
            label={words("keyword")}
            onSearch={(keyword) => listState.setFilters({ keyword })}
          />
        </FilterBar>
      }
    >
      <ManagementTable<ForumBoardAdmin>
        table="forum-boards"
        rowKey="id"
        columns={columns}
        {...listState.tableOf(list)}
        emptyText={words(listState.filtered ? "emptyFiltered" : "empty")}
        actions={{
          width: 300,
          render: (row) => (
            <>
              <Button type="link" size="small" onClick={() => setModerating(row)}>
                {words("setModerators")}
              </Button>
              <RowActions
                onEdit={() => open(row)}
                onTranslate={() => translating.open(row)}
                removal={{
                  question: words("deleteTitle", { name: row.name }),
                  description: words("deleteContent"),
                  doneMessage: words("deleted", { name: row.name }),
                  remove: () => remove.mutateAsync(row.id),
                }}
              />
            </>
          ),
        }}
      />
      {editing ? (
        <BoardFormDrawer
          key={editing.key}
          record={
            editing.target
              ? recordFromList(list, editing.target, (page) =>
                  page.list.find((board) => board.id === editing.target?.id),
                )
              : null
          }
          onClosed={close}
        />
      ) : null}
      {translating.editing ? (
        <BoardTranslationDrawer
          key={translating.editing.key}
          target={translating.editing.target}
          onClosed={translating.close}
        />
      ) : null}
      {moderating ? (
        <BoardModeratorsModal board={moderating} onClose={() => setModerating(null)} />
      ) : null}
    </ManagementListPage>
  );
}
