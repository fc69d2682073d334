import { FolderAddOutlined, UploadOutlined } from "@ant-design/icons";
import { type CatalogItem, formatBytes, formatDate, type ResourceItem } from "@portal/shared";
import { Button, Empty, Skeleton, Space, Table, Tag, Tree, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteButton } from "../../../../components/management/ConfirmDeleteButton.tsx";
import {
  catalogTreeEntries,
  useCatalogTree,
  useManagedResources,
  useRemoveCatalog,
  useRemoveResource,
} from "../../../resource/index.ts";
import { CatalogFormModal } from "../components/CatalogFormModal.tsx";
import { CatalogGrantsModal } from "../components/CatalogGrantsModal.tsx";
import { KeywordSearch } from "../components/KeywordSearch.tsx";
import { ListFrame } from "../components/ListFrame.tsx";
import { usePagedTable } from "../components/paged-table.ts";
import { ResourceFormModal } from "../components/ResourceFormModal.tsx";
import "../resources.css";

type Dialog =
  | { kind: "folder"; catalog: CatalogItem | null; parentId: number | null }
  | { kind: "grants"; catalog: CatalogItem }
  | { kind: "resource"; resource: ResourceItem | null }
  | null;

/** Columns a phone leaves out: the title cell says the file and its size there. */
const wide: "md"[] = ["md"];

/** The roles and users granted on the folders above `folder` (they apply to it too). */
function inheritedGrants(folders: readonly CatalogItem[], folder: CatalogItem) {
  const byId = new Map(folders.map((entry) => [entry.id, entry]));
  const roles = new Map<number, string>();
  const users = new Map<number, string>();
  const seen = new Set<number>();
  for (
    let parent = byId.get(folder.parentId ?? 0);
    parent && !seen.has(parent.id);
    parent = byId.get(parent.parentId ?? 0)
  ) {
    seen.add(parent.id);
    for (const role of parent.roles) roles.set(role.id, role.name);
    for (const user of parent.users) users.set(user.id, user.nickname ?? user.phone);
  }
  return { roles: [...roles], users: [...users] };
}

/**
 * /server/resources: the folders for partners on the left (add, edit, move, grant, delete when
 * empty), the files of the chosen folder on the right (upload, edit, delete).
 */
export function ResourcesPage() {
  const { t } = useTranslation();
  const tree = useCatalogTree();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [keyword, setKeyword] = useState<string | undefined>();
  const paging = usePagedTable();
  const { page, pageSize } = paging;
  const files = useManagedResources({
    keyword,
    catalogId: selectedId ?? undefined,
    page,
    pageSize,
  });
  const removeCatalog = useRemoveCatalog();
  const removeResource = useRemoveResource();
  const [dialog, setDialog] = useState<{ shown: Dialog; opening: number }>({
    shown: null,
    opening: 0,
  });
  const open = (shown: Dialog) =>
    setDialog((previous) => ({ shown, opening: previous.opening + 1 }));
  const close = () => setDialog((previous) => ({ ...previous, shown: null }));

  const folders = tree.data ?? [];
  const selected = folders.find((folder) => folder.id === selectedId) ?? null;
  const choose = (id: number | null) => {
    setSelectedId(id);
    paging.restart();
  };
  const shown = dialog.shown;
  const inherited = selected ? inheritedGrants(folders, selected) : { roles: [], users: [] };
  const granted =
    selected !== null &&
    selected.roles.length +
      selected.users.length +
      inherited.roles.length +
      inherited.users.length >
      0;

  return (
    <ListFrame
      title={t("resource.manage.title")}
      subtitle={t("resource.manage.subtitle")}
      query={tree}
      actions={
        <Space wrap>
          <Button
            icon={<FolderAddOutlined aria-hidden />}
            onClick={() => open({ kind: "folder", catalog: null, parentId: selectedId })}
          >
            {t(selected ? "resource.manage.newSubfolder" : "resource.manage.newFolder")}
          </Button>
          <Button
            type="primary"
            icon={<UploadOutlined aria-hidden />}
            disabled={folders.length === 0}
            onClick={() => open({ kind: "resource", resource: null })}
          >
            {t("resource.manage.upload")}
          </Button>
        </Space>
      }
    >
      <div className="resource-manager">
        <nav className="resource-folders" aria-label={t("resource.manage.folders")}>
          <Button
            type={selectedId === null ? "primary" : "text"}
            ghost={selectedId === null}
            block
            className="resource-all-files"
            onClick={() => choose(null)}
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
              selectedKeys={selectedId === null ? [] : [selectedId]}
              treeData={catalogTreeEntries(
                folders,
                (folder) => `${folder.name} (${folder.resourceCount})`,
              )}
              onSelect={(keys) => choose(keys.length > 0 ? Number(keys[0]) : null)}
            />
          )}
        </nav>
        <section className="resource-files">
          {selected ? (
            <div className="resource-folder-bar">
              <div className="resource-folder-summary">
                <Typography.Title level={2} className="resource-folder-name">
                  {selected.name}
                </Typography.Title>
                <div className="resource-grant-tags">
                  {selected.roles.map((role) => (
                    <Tag key={`role-${role.id}`} color="blue">
                      {role.name}
                    </Tag>
                  ))}
                  {selected.users.map((user) => (
                    <Tag key={`user-${user.id}`}>{user.nickname ?? user.phone}</Tag>
                  ))}
                  {inherited.roles.map(([id, name]) => (
                    <Tag key={`inherited-role-${id}`} color="blue" variant="outlined">
                      {name}
                    </Tag>
                  ))}
                  {inherited.users.map(([id, name]) => (
                    <Tag key={`inherited-user-${id}`} variant="outlined">
                      {name}
                    </Tag>
                  ))}
                </div>
                {granted ? null : (
                  <Typography.Text type="secondary">
                    {t("resource.manage.noGrants")}
                  </Typography.Text>
                )}
                {inherited.roles.length + inherited.users.length === 0 ? null : (
                  <Typography.Text type="secondary" className="resource-inherited">
                    {t("resource.manage.inheritedNote")}
                  </Typography.Text>
                )}
              </div>
              <Space wrap size={0}>
                <Button type="link" onClick={() => open({ kind: "grants", catalog: selected })}>
                  {t("resource.manage.grants")}
                </Button>
                <Button
                  type="link"
                  onClick={() => open({ kind: "folder", catalog: selected, parentId: null })}
                >
                  {t("administration.edit")}
                </Button>
                <ConfirmDeleteButton
                  question={t("resource.manage.deleteFolderConfirm", { name: selected.name })}
                  onDelete={async () => {
                    await removeCatalog.mutateAsync({ id: selected.id, version: selected.version });
                    choose(selected.parentId);
                  }}
                />
              </Space>
            </div>
          ) : null}
          <div className="administration-filters">
            <KeywordSearch
              placeholder={t("resource.manage.searchPlaceholder")}
              onSearch={(text) => {
                setKeyword(text);
                paging.restart();
              }}
            />
          </div>
          <Table<ResourceItem>
            rowKey="id"
            loading={files.isFetching}
            dataSource={files.data?.list ?? []}
            scroll={{ x: "max-content" }}
            pagination={paging.settings(files.data?.total)}
            locale={{
              emptyText: (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={t(
                    selected || folders.length > 0
                      ? "resource.manage.noResources"
                      : "resource.manage.emptyTree",
                  )}
                />
              ),
            }}
            columns={[
              {
                title: t("resource.manage.titleLabel"),
                key: "title",
                render: (_, resource) => (
                  <div className="resource-title-cell">
                    <span>{resource.title}</span>
                    {resource.description ? (
                      <Typography.Text type="secondary" className="resource-description">
                        {resource.description}
                      </Typography.Text>
                    ) : null}
                    <Typography.Text type="secondary" className="resource-phone-meta">
                      {resource.fileName} · {formatBytes(resource.size)}
                    </Typography.Text>
                  </div>
                ),
              },
              ...(selected
                ? []
                : [{ title: t("resource.folder"), dataIndex: "catalogName", responsive: wide }]),
              { title: t("resource.fileName"), dataIndex: "fileName", responsive: wide },
              {
                title: t("resource.size"),
                key: "size",
                responsive: wide,
                render: (_, resource) => formatBytes(resource.size),
              },
              { title: t("resource.downloads"), dataIndex: "downloadCount", responsive: wide },
              {
                title: t("resource.updatedAt"),
                key: "updatedAt",
                responsive: wide,
                render: (_, resource) => formatDate(resource.updatedAt, "Y-m-d H:i"),
              },
              {
                title: t("administration.actions"),
                key: "actions",
                fixed: "right",
                render: (_, resource) => (
                  <Space size={0} className="resource-row-actions">
                    <Button type="link" onClick={() => open({ kind: "resource", resource })}>
                      {t("administration.edit")}
                    </Button>
                    <ConfirmDeleteButton
                      question={t("resource.manage.deleteConfirm", { title: resource.title })}
                      onDelete={() =>
                        removeResource.mutateAsync({ id: resource.id, version: resource.version })
                      }
                    />
                  </Space>
                ),
              },
            ]}
          />
        </section>
      </div>
      {shown?.kind === "folder" ? (
        <CatalogFormModal
          key={dialog.opening}
          catalog={shown.catalog}
          parentId={shown.parentId}
          onClosed={close}
        />
      ) : null}
      {shown?.kind === "grants" ? (
        <CatalogGrantsModal key={dialog.opening} catalog={shown.catalog} onClosed={close} />
      ) : null}
      {shown?.kind === "resource" ? (
        <ResourceFormModal
          key={dialog.opening}
          resource={shown.resource}
          catalogId={selectedId}
          onClosed={close}
        />
      ) : null}
    </ListFrame>
  );
}
