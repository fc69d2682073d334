import { UploadOutlined } from "@ant-design/icons";
import { formatBytes, type ResourceItem, resourceLimits } from "@portal/shared";
import { Button, Form, Progress, TreeSelect, Upload, type UploadFile } from "antd";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { recordFromList, VersionedForm } from "../../../../components/management/VersionedForm.tsx";
import { requiredRule } from "../../../../lib/form-rules.ts";
import {
  useCatalogTree,
  useManagedResources,
  useResourceUploadLimits,
  useSaveResource,
} from "../../api.ts";
import { catalogTreeOptions } from "../../catalog-tree.ts";
import { ResourceTextFields } from "./ResourceTextFields.tsx";

type Values = { catalogId: number; title: string; description: string; file: UploadFile[] };

function valuesOf(resource: ResourceItem): Values {
  return {
    catalogId: resource.catalogId,
    title: resource.title,
    description: resource.description ?? "",
    file: [],
  };
}

/**
 * Uploads a file into a folder (`resource` null), or edits one (title, description, folder; a
 * new file replaces the stored one), with the upload's progress. Closing the form stops an
 * upload still running.
 */
export function ResourceFormModal({
  resource,
  catalogId,
  onClosed,
}: {
  resource: ResourceItem | null;
  catalogId: number | null;
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useSaveResource();
  const tree = useCatalogTree();
  const limits = useResourceUploadLimits();
  // Read only to reload the file after a stale save: its folder's first files hold it.
  const lookup = useManagedResources(
    { catalogId: resource?.catalogId, page: 1, pageSize: 100 },
    false,
  );
  const [percent, setPercent] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const maxBytes = limits.data?.maxBytes;
  const extensions = limits.data?.extensions ?? [...resourceLimits.extensions];
  const fileHint = t("resource.manage.fileHint", {
    size: maxBytes === undefined ? "" : formatBytes(maxBytes),
    extensions: extensions.join(", "),
  });
  const checkFile = async (_rule: unknown, files: UploadFile[] | undefined) => {
    const file = files?.[0]?.originFileObj;
    if (!file) return;
    const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
    if (!extensions.includes(extension) || (maxBytes !== undefined && file.size > maxBytes)) {
      throw new Error(fileHint);
    }
  };

  async function upload(values: Values, version: number | null) {
    const current = new AbortController();
    controller.current = current;
    setPercent(0);
    try {
      return await save.mutateAsync({
        id: resource?.id ?? null,
        version,
        input: {
          catalogId: values.catalogId,
          title: values.title,
          description: values.description ?? "",
          file: values.file?.[0]?.originFileObj ?? null,
        },
        onProgress: setPercent,
        signal: current.signal,
      });
    } finally {
      controller.current = null;
      setPercent(null);
    }
  }

  return (
    <VersionedForm<Values, ResourceItem>
      title={t(resource ? "resource.manage.editTitle" : "resource.manage.uploadTitle")}
      form={form}
      record={
        resource
          ? recordFromList(lookup, resource, (page) =>
              page.list.find((row) => row.id === resource.id),
            )
          : null
      }
      needs={[tree]}
      valuesOf={valuesOf}
      save={upload}
      saving={save.isPending}
      onClosed={onClosed}
    >
      {(stored) => (
        <>
          <Form
            form={form}
            layout="vertical"
            initialValues={
              stored ? valuesOf(stored) : { catalogId, title: "", description: "", file: [] }
            }
          >
            <Form.Item
              name="catalogId"
              label={t("resource.folder")}
              rules={[requiredRule(t, "resource.manage.folderRequired")]}
            >
              <TreeSelect treeDefaultExpandAll treeData={catalogTreeOptions(tree.data ?? [])} />
            </Form.Item>
            <Form.Item
              name="file"
              label={t(stored ? "resource.manage.replaceFile" : "resource.manage.file")}
              valuePropName="fileList"
              getValueFromEvent={(event: { fileList: UploadFile[] }) => {
                const chosen = event.fileList.slice(-1);
                const name = chosen[0]?.name;
                // A new file's name is a good first title.
                if (name && !form.getFieldValue("title")) {
                  const stem = name.replace(/\.[^.]+$/, "");
                  form.setFieldValue("title", stem.slice(0, resourceLimits.titleMaxLength));
                }
                return chosen;
              }}
              extra={maxBytes === undefined ? undefined : fileHint}
              rules={[
                ...(stored ? [] : [requiredRule(t, "resource.manage.fileRequired")]),
                { validator: checkFile },
              ]}
            >
              <Upload
                beforeUpload={() => false}
                maxCount={1}
                accept={extensions.map((extension) => `.${extension}`).join(",")}
              >
                <Button icon={<UploadOutlined aria-hidden />}>
                  {t("resource.manage.chooseFile")}
                </Button>
              </Upload>
            </Form.Item>
            <ResourceTextFields />
          </Form>
          {percent === null ? null : (
            <Progress
              percent={percent}
              size="small"
              aria-label={t("resource.manage.uploading", { percent })}
            />
          )}
        </>
      )}
    </VersionedForm>
  );
}
