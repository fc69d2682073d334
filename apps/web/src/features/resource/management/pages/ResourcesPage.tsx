import { FolderAddOutlined, UploadOutlined } from "@ant-design/icons";
import { type CatalogItem, formatBytes, formatDate, type ResourceItem } from "@portal/shared";
import { Button, Empty, Skeleton, Tree } from "antd";
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
import {
  useCatalogTree,
  useManagedResources,
  useRemoveCatalog,
  useRemoveResource,
} from "../../api.ts";
import { catalogTreeEntries } from "../../catalog-tree.ts";
import { CatalogFormModal } from "../components/CatalogFormModal.tsx";
import { CatalogGrantsModal } from "../components/CatalogGrantsModal.tsx";
import { FolderSummary } from "../components/FolderSummary.tsx";
import { FolderTranslationDrawer } from "../components/FolderTranslationDrawer.tsx";
import { ResourceFormModal } from "../components/ResourceFormModal.tsx";
import { ResourceTranslationDrawer } from "../components/ResourceTranslationDrawer.tsx";
import "./resources-page.css";

/** The form open on the page: a folder's, a folder's grants, or a file's, or their languages. */
type OpenForm =
  | { kind: "folder"; catalog: CatalogItem | null; parentId: number | null }
  | { kind: "grants"; catalog: CatalogItem }
  | { kind: "folderLanguages"; catalog: CatalogItem }
  | { kind: "resource"; resource: ResourceItem | null }
  | { kind: "resourceLanguages"; resource: ResourceItem };

/** Columns a phone leaves out: the title cell says the file and its size there. */
const wide: "md"[] = ["md"];

/**
 * /server/resources: the folders for partners on the left (add, edit, move, grant, delete when
 * empty), the files of the chosen folder on the right (upload, edit, delete). Names, titles and
 * descriptions are shown as written (zh-CN), with the languages they have versions in.
 */
export function ResourcesPage() {
  const { t } = useTranslation();
  const tree = useCatalogTree();
  const listState = useListState<{ keyword?: string; catalogId?: number }>({});
  const { filters } = listState;
  const files = useManagedResources({
    ...filters,
    page: listState.page,
    pageSize: listState.pageSize,
  });
  const removeCatalog = useRemoveCatalog();
  const removeResource = useRemoveResource();
  const { editing, open, close } = useEditing<OpenForm>();

  const folders = tree.data ?? [];
  const selected = folders.find((folder) => folder.id === filters.catalogId) ?? null;
  const choose = (catalogId: number | undefined) => listState.setFilters({ ...filters, catalogId });

  const columns: ManagementColumn<ResourceItem>[] = [
    {
      key: "title",
      title: t("resource.manage.titleLabel"),
      render: (_, resource) => (
        <div className="resource-title-cell">
          <CutText text={resource.title} lang={resource.localization.originalLanguage} />
          <CutText
            text={resource.description}
            className="resource-secondary"
            lang={resource.localization.originalLanguage}
          />
          <TranslationStateTags
            originalLanguage={resource.localization.originalLanguage}
            translations={resource.translations}
          />
          <span className="resource-secondary resource-phone-meta">
            {resource.fileName} · {formatBytes(resource.size)}
          </span>
        </div>
      ),
    },
    ...(selected
      ? []
      : [
          {
            key: "folder",
            title: t("resource.folder"),
            responsive: wide,
            render: (_: unknown, resource: ResourceItem) => (
              <CutText
                text={resource.catalogName}
                lang={resource.catalogLocalization.originalLanguage}
              />
            ),
          },
        ]),
    {
      key: "fileName",
      title: t("resource.fileName"),
      responsive: wide,
      render: (_, resource) => <CutText text={resource.fileName} />,
    },
    {
      key: "size",
      title: t("resource.size"),
      width: 90,
      align: "right",
      responsive: wide,
      render: (_, resource) => (
        <span className="management-nowrap">{formatBytes(resource.size)}</span>
      ),
    },
    {
      key: "downloads",
      title: t("resource.downloads"),
      width: 110,
      align: "right",
      responsive: wide,
      render: (_, resource) => resource.downloadCount,
    },
    {
      key: "updatedAt",
      title: t("resource.updatedAt"),
      width: 110,
      responsive: wide,
      render: (_, resource) => (
        <span className="management-nowrap">{formatDate(resource.updatedAt, "Y-m-d")}</span>
      ),
    },
  ];

  return (
    <ManagementListPage
      title={t("resource.manage.title")}
      subtitle={t("resource.manage.subtitle")}
      actions={
        <>
          <Button
            icon={<FolderAddOutlined aria-hidden />}
            onClick={() =>
              open({ kind: "folder", catalog: null, parentId: filters.catalogId ?? null })
            }
          >
            {t(selected ? "resource.manage.newSubfolder" : "resource.manage.newFolder")}
          </Button>
          {/* The header's "new" action, disabled while there is no folder to upload into. */}
          <Button
            type="primary"
            icon={<UploadOutlined aria-hidden />}
            disabled={folders.length === 0}
            onClick={() => open({ kind: "resource", resource: null })}
          >
            {t("resource.manage.upload")}
          </Button>
        </>
      }
      query={tree}
    >
      <div className="resource-manager">
        <nav className="resource-folders" aria-label={t("resource.manage.folders")}>
          <Button
            type={selected ? "text" : "primary"}
            ghost={!selected}
            block
            className="resource-all-files"
            onClick={() => choose(undefined)}
          >
            {t("resource.manage.allFiles")}
          </Button>
          {tree.isPending ? (
            <Skeleton active title={false} paragraph={{ rows: 4 }} />
          ) : folders.length === 0 ? (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t("resource.manage.emptyTree")}
            />
          ) : (
            <Tree
              blockNode
              defaultExpandAll
              selectedKeys={selected ? [selected.id] : []}
              treeData={catalogTreeEntries(folders, (folder) => (
                <>
                  <span lang={folder.localization.originalLanguage}>{folder.name}</span>
                  {` (${folder.resourceCount})`}
                </>
              ))}
              onSelect={(keys) => choose(keys.length > 0 ? Number(keys[0]) : undefined)}
            />
          )}
        </nav>
        <section className="resource-files">
          {selected ? (
            <FolderSummary
              folder={selected}
              folders={folders}
              onGrants={() => open({ kind: "grants", catalog: selected })}
              onEdit={() => open({ kind: "folder", catalog: selected, parentId: null })}
              onTranslate={() => open({ kind: "folderLanguages", catalog: selected })}
              onRemove={async () => {
                await removeCatalog.mutateAsync({ id: selected.id, version: selected.version });
                choose(selected.parentId ?? undefined);
              }}
            />
          ) : null}
          <FilterBar label={t("resource.manage.filters")}>
            <KeywordFilter
              label={t("resource.manage.searchPlaceholder")}
              onSearch={(keyword) => listState.setFilters({ ...filters, keyword: keyword })}
            />
          </FilterBar>
          <ManagementTable<ResourceItem>
            table="resources"
            rowKey="id"
            columns={columns}
            {...listState.tableOf(files)}
            emptyText={t(
              folders.length > 0 ? "resource.manage.noResources" : "resource.manage.emptyTree",
            )}
            actions={{
              width: 230,
              render: (resource) => (
                <RowActions
                  className="resource-row-actions"
                  onEdit={() => open({ kind: "resource", resource })}
                  onTranslate={() => open({ kind: "resourceLanguages", resource })}
                  removal={{
                    question: t("resource.manage.deleteConfirm", { title: resource.title }),
                    doneMessage: t("common.management.deleted"),
                    remove: () =>
                      removeResource.mutateAsync({ id: resource.id, version: resource.version }),
                  }}
                />
              ),
            }}
          />
        </section>
      </div>
      {editing?.target.kind === "folder" ? (
        <CatalogFormModal
          key={editing.key}
          catalog={editing.target.catalog}
          parentId={editing.target.parentId}
          onClosed={close}
        />
      ) : null}
      {editing?.target.kind === "grants" ? (
        <CatalogGrantsModal key={editing.key} catalog={editing.target.catalog} onClosed={close} />
      ) : null}
      {editing?.target.kind === "folderLanguages" ? (
        <FolderTranslationDrawer
          key={editing.key}
          target={editing.target.catalog}
          onClosed={close}
        />
      ) : null}
      {editing?.target.kind === "resourceLanguages" ? (
        <ResourceTranslationDrawer
          key={editing.key}
          target={editing.target.resource}
          onClosed={close}
        />
      ) : null}
      {editing?.target.kind === "resource" ? (
        <ResourceFormModal
          key={editing.key}
          resource={editing.target.resource}
          catalogId={filters.catalogId ?? null}
          onClosed={close}
        />
      ) : null}
    </ManagementListPage>
  );
}
