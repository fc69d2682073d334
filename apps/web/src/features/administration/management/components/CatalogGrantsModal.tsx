import type { CatalogItem } from "@portal/shared";
import { Alert, Form, Modal, Select } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useDebouncedValue } from "../../../../lib/use-debounced-value.ts";
import { useVersionedSave } from "../../../../lib/use-versioned-save.ts";
import { useCatalogTree, useSaveCatalogGrants } from "../../../resource/index.ts";
import { useManagedUsers, useRoles } from "../../api.ts";

type Values = { roleIds: number[]; userIds: number[] };

/** Who may read a folder and all below it: roles and single users, saved with its version. */
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
  const [version, setVersion] = useState(catalog.version);
  const [search, setSearch] = useState("");
  const keyword = useDebouncedValue(search.trim());
  const candidates = useManagedUsers({ keyword: keyword || undefined, page: 1, pageSize: 20 });
  // Users already granted stay labelled while the search shows others.
  const [knownUsers, setKnownUsers] = useState(catalog.users);

  async function reload() {
    const fresh = (await tree.refetch()).data?.find((folder) => folder.id === catalog.id);
    if (!fresh) return;
    form.resetFields();
    form.setFieldsValue(valuesOf(fresh));
    setKnownUsers(fresh.users);
    setVersion(fresh.version);
  }
  const runSubmit = useVersionedSave(form, { reload, onSaved: onClosed });
  const submit = () =>
    runSubmit((values) =>
      save.mutateAsync({
        id: catalog.id,
        version,
        roleIds: values.roleIds ?? [],
        userIds: values.userIds ?? [],
      }),
    );

  const userOptions = new Map<number, string>();
  for (const user of knownUsers) userOptions.set(user.id, `${user.phone} ${user.nickname ?? ""}`);
  for (const user of candidates.data?.list ?? []) {
    userOptions.set(user.id, `${user.phone} ${user.nickname ?? ""}`);
  }

  return (
    <Modal
      open
      title={t("resource.manage.grantsTitle", { name: catalog.name })}
      okText={t("administration.save")}
      cancelText={t("administration.cancel")}
      confirmLoading={save.isPending}
      onOk={() => void submit()}
      onCancel={onClosed}
      destroyOnHidden
    >
      <Alert
        type="info"
        showIcon
        title={t("resource.manage.grantsHint")}
        className="resource-grants-hint"
      />
      <Form form={form} layout="vertical" initialValues={valuesOf(catalog)}>
        <Form.Item name="roleIds" label={t("resource.manage.grantRoles")}>
          <Select
            mode="multiple"
            loading={roles.isPending}
            optionFilterProp="label"
            options={(roles.data ?? []).map((role) => ({ value: role.id, label: role.name }))}
          />
        </Form.Item>
        <Form.Item name="userIds" label={t("resource.manage.grantUsers")}>
          <Select
            mode="multiple"
            showSearch={{ filterOption: false, onSearch: setSearch }}
            placeholder={t("resource.manage.userSearch")}
            loading={candidates.isFetching}
            onChange={(ids: number[]) => {
              const chosen = (candidates.data?.list ?? []).filter((user) => ids.includes(user.id));
              setKnownUsers((previous) => [
                ...previous.filter((user) => !chosen.some((picked) => picked.id === user.id)),
                ...chosen,
              ]);
            }}
            options={[...userOptions].map(([value, label]) => ({ value, label }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function valuesOf(catalog: CatalogItem): Values {
  return {
    roleIds: catalog.roles.map((role) => role.id),
    userIds: catalog.users.map((user) => user.id),
  };
}
