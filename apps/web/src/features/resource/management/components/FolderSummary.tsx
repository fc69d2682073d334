import { SafetyOutlined } from "@ant-design/icons";
import type { CatalogItem } from "@portal/shared";
import { Button, Space, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { RowActions } from "../../../../components/management/RowActions.tsx";
import { TranslationStateTags } from "../../../../components/management/TranslationStateTags.tsx";
import "./folder-summary.css";

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
 * The chosen folder: its name as written with the languages it has versions in, who may read it
 * (its own grants and those above), its actions.
 */
export function FolderSummary({
  folder,
  folders,
  onGrants,
  onEdit,
  onTranslate,
  onRemove,
}: {
  folder: CatalogItem;
  folders: readonly CatalogItem[];
  onGrants: () => void;
  onEdit: () => void;
  onTranslate: () => void;
  onRemove: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const inherited = inheritedGrants(folders, folder);
  const inheritedCount = inherited.roles.length + inherited.users.length;
  const granted = folder.roles.length + folder.users.length + inheritedCount > 0;
  return (
    <div className="resource-folder-bar">
      <div className="resource-folder-summary">
        <Typography.Title
          level={2}
          className="resource-folder-name"
          lang={folder.localization.originalLanguage}
        >
          {folder.name}
        </Typography.Title>
        <div className="resource-folder-languages">
          <TranslationStateTags
            originalLanguage={folder.localization.originalLanguage}
            translations={folder.translations}
          />
        </div>
        <div className="resource-grant-tags">
          {folder.roles.map((role) => (
            <Tag key={`role-${role.id}`} color="blue">
              {role.name}
            </Tag>
          ))}
          {folder.users.map((user) => (
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
          <Typography.Text type="secondary">{t("resource.manage.noGrants")}</Typography.Text>
        )}
        {inheritedCount === 0 ? null : (
          <Typography.Text type="secondary" className="resource-inherited">
            {t("resource.manage.inheritedNote")}
          </Typography.Text>
        )}
      </div>
      <Space size={0} wrap>
        <Button type="link" size="small" icon={<SafetyOutlined aria-hidden />} onClick={onGrants}>
          {t("resource.manage.grants")}
        </Button>
        <RowActions
          onEdit={onEdit}
          onTranslate={onTranslate}
          removal={{
            question: t("resource.manage.deleteFolderConfirm", { name: folder.name }),
            doneMessage: t("common.management.deleted"),
            remove: onRemove,
          }}
        />
      </Space>
    </div>
  );
}
