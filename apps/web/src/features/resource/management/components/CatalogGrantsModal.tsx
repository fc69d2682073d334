import type { CatalogItem } from "@portal/shared";
import { Alert, Form, Select } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { recordFromList, VersionedForm } from "../../../../components/management/VersionedForm.tsx";
import { useDebouncedValue } from "../../../../lib/use-debounced-value.ts";
import { roleLabel, useManagedUsers, useRoles } from "../../../users/index.ts";
import { useCatalogTree, useSaveCatalogGrants } from "../../api.ts";
import "./catalog-grants-modal.css";

type Values = { roleIds: number[]; userIds: number[] };

function valuesOf(catalog: CatalogItem): Values {
  return {
    roleIds: catalog.roles.map((role) => role.id),
    userIds: catalog.users.map((user) => user.id),
  };
}

type GrantedUser = { id: number; phone: string; nickname: string | null };

/** Who may read a folder and all below it: roles and single accounts, saved with its version. */
export function CatalogGrantsModal({
  catalog,
  onClosed,
}: {
  catalog: CatalogItem;
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useSaveCatalogGrants();
  const tree = useCatalogTree();
  const roles = useRoles();
  const [search, setSearch] = useState("");
  const keyword = useDebouncedValue(search.trim());
  const candidates = useManagedUsers({ keyword: keyword || undefined, page: 1, pageSize: 20 });
  // Accounts picked from a search stay labelled while the search shows others.
  const [picked, setPicked] = useState<GrantedUser[]>([]);
  // The folder as last read: a reload after a stale save brings accounts granted meanwhile.
  const stored = tree.data?.find((folder) => folder.id === catalog.id) ?? catalog;

  const userOptions = new Map<number, string>();
  for (const user of [...stored.users, ...picked, ...(candidates.data?.list ?? [])]) {
    userOptions.set(user.id, `${user.phone} ${user.nickname ?? ""}`);
  }

  return (
    <VersionedForm<Values, CatalogItem>
      title={t("resource.manage.grantsTitle", { name: catalog.name })}
      form={form}
      record={recordFromList(tree, catalog, (list) =>
        list.find((folder) => folder.id === catalog.id),
      )}
      valuesOf={valuesOf}
      save={(values, version) =>
        save.mutateAsync({
          id: catalog.id,
          version: version ?? catalog.version,
          roleIds: values.roleIds ?? [],
          userIds: values.userIds ?? [],
        })
      }
      saving={save.isPending}
      onClosed={onClosed}
    >
      {(folder) => (
        <>
          <Alert
            type="info"
            showIcon
            title={t("resource.manage.grantsHint")}
            className="catalog-grants-hint"
          />
          <Form form={form} layout="vertical" initialValues={valuesOf(folder ?? catalog)}>
            <Form.Item name="roleIds" label={t("resource.manage.grantRoles")}>
              <Select
                mode="multiple"
                loading={roles.isPending}
                optionFilterProp="label"
                options={(roles.data ?? []).map((role) => ({
                  value: role.id,
                  label: roleLabel(t, role),
                }))}
              />
            </Form.Item>
            <Form.Item name="userIds" label={t("resource.manage.grantUsers")}>
              <Select
                mode="multiple"
                showSearch={{ filterOption: false, onSearch: setSearch }}
                placeholder={t("resource.manage.userSearch")}
                loading={candidates.isFetching}
                onChange={(ids: number[]) => {
                  const chosen = (candidates.data?.list ?? []).filter((user) =>
                    ids.includes(user.id),
                  );
                  setPicked((previous) => [
                    ...previous.filter((user) => !chosen.some((entry) => entry.id === user.id)),
                    ...chosen,
                  ]);
                }}
                options={[...userOptions].map(([value, label]) => ({ value, label }))}
              />
            </Form.Item>
          </Form>
        </>
      )}
    </VersionedForm>
  );
}
