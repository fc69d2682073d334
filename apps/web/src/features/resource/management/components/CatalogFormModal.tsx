import { type CatalogItem, resourceLimits } from "@portal/shared";
import { Form, InputNumber, TreeSelect } from "antd";
import { useTranslation } from "react-i18next";
import { recordFromList, VersionedForm } from "../../../../components/management/VersionedForm.tsx";
import { useCatalogTree, useSaveCatalog } from "../../api.ts";
import { catalogTreeOptions } from "../../catalog-tree.ts";
import { CatalogNameField } from "./CatalogNameField.tsx";

type Values = { parentId: number | null; name: string; sort: number };

function valuesOf(catalog: CatalogItem): Values {
  return { parentId: catalog.parentId, name: catalog.name, sort: catalog.sort };
}

/** Adds a folder under `parentId` (`catalog` null), or renames, re-sorts or moves `catalog`. */
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

  return (
    <VersionedForm<Values, CatalogItem>
      title={t(catalog ? "resource.manage.editFolder" : "resource.manage.newFolder")}
      form={form}
      record={
        catalog
          ? recordFromList(tree, catalog, (list) => list.find((folder) => folder.id === catalog.id))
          : null
      }
      needs={[tree]}
      valuesOf={valuesOf}
      save={(values, version) =>
        save.mutateAsync({
          id: catalog?.id ?? null,
          version,
          input: { parentId: values.parentId ?? null, name: values.name, sort: values.sort ?? 0 },
        })
      }
      saving={save.isPending}
      onClosed={onClosed}
    >
      {(stored) => (
        <Form
          form={form}
          layout="vertical"
          initialValues={stored ? valuesOf(stored) : { parentId, name: "", sort: 0 }}
        >
          <CatalogNameField />
          <Form.Item name="parentId" label={t("resource.manage.parent")}>
            <TreeSelect
              allowClear
              treeDefaultExpandAll
              placeholder={t("resource.manage.topLevel")}
              treeData={catalogTreeOptions(tree.data ?? [], stored?.id)}
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
      )}
    </VersionedForm>
  );
}
