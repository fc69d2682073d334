import { type CatalogItem, resourceLimits } from "@portal/shared";
import { Form, Input, InputNumber, Modal, TreeSelect } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { maxLengthRule, requiredRule } from "../../../../lib/form-rules.ts";
import { useVersionedSave } from "../../../../lib/use-versioned-save.ts";
import { catalogTreeOptions, useCatalogTree, useSaveCatalog } from "../../../resource/index.ts";

type Values = { parentId: number | null; name: string; sort: number };

/** Adds a folder under `parentId`, or renames, re-sorts or moves `catalog`, with its version. */
export function CatalogFormModal({
  catalog,
  parentId,
  onClosed,
}: {
  catalog: CatalogItem | null;
  parentId: number | null;
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useSaveCatalog();
  const tree = useCatalogTree();
  const [version, setVersion] = useState(catalog?.version ?? null);

  async function reload() {
    const fresh = (await tree.refetch()).data?.find((folder) => folder.id === catalog?.id);
    if (!fresh) return;
    form.resetFields();
    form.setFieldsValue(valuesOf(fresh));
    setVersion(fresh.version);
  }
  const runSubmit = useVersionedSave(form, { reload, onSaved: onClosed });
  const submit = () =>
    runSubmit((values) =>
      save.mutateAsync({
        id: catalog?.id ?? null,
        version,
        input: { parentId: values.parentId ?? null, name: values.name, sort: values.sort ?? 0 },
      }),
    );

  return (
    <Modal
      open
      title={t(catalog ? "resource.manage.editFolder" : "resource.manage.newFolder")}
      okText={t("administration.save")}
      cancelText={t("administration.cancel")}
      confirmLoading={save.isPending}
      onOk={() => void submit()}
      onCancel={onClosed}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={catalog ? valuesOf(catalog) : { parentId, name: "", sort: 0 }}
      >
        <Form.Item
          name="name"
          label={t("resource.manage.folderName")}
          rules={[
            requiredRule(t, "resource.manage.folderNameRequired"),
            maxLengthRule(t, resourceLimits.catalogNameMaxLength),
          ]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="parentId" label={t("resource.manage.parent")}>
          <TreeSelect
            allowClear
            treeDefaultExpandAll
            placeholder={t("resource.manage.topLevel")}
            treeData={catalogTreeOptions(tree.data ?? [], catalog?.id)}
          />
        </Form.Item>
        <Form.Item
          name="sort"
          label={t("resource.manage.sort")}
          extra={t("resource.manage.sortHint")}
        >
          <InputNumber min={0} max={resourceLimits.maxSort} precision={0} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function valuesOf(catalog: CatalogItem): Values {
  return { parentId: catalog.parentId, name: catalog.name, sort: catalog.sort };
}
