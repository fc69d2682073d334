import { UploadOutlined } from "@ant-design/icons";
import { formatBytes, type ResourceItem, resourceLimits } from "@portal/shared";
import { Button, Form, Input, Modal, Progress, TreeSelect, Upload, type UploadFile } from "antd";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { maxLengthRule, requiredRule } from "../../../../lib/form-rules.ts";
import { useVersionedSave } from "../../../../lib/use-versioned-save.ts";
import {
  catalogTreeOptions,
  useCatalogTree,
  useManagedResources,
  useResourceUploadLimits,
  useSaveResource,
} from "../../../resource/index.ts";

type Values = { catalogId: number; title: string; description: string; file: UploadFile[] };

/**
 * Uploads a file into a folder, or edits one (title, description, folder; a new file replaces
 * the stored one), with the upload's progress and the record's version. Cancel stops an upload.
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
  const fresh = useManagedResources(
    { catalogId: resource?.catalogId, page: 1, pageSize: 100 },
    resource !== null,
  );
  const [version, setVersion] = useState(resource?.version ?? null);
  const [percent, setPercent] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  async function reload() {
    const current = (await fresh.refetch()).data?.list.find((row) => row.id === resource?.id);
    if (!current) return;
    form.resetFields();
    form.setFieldsValue(valuesOf(current));
    setVersion(current.version);
  }
  const close = () => {
    controller.current?.abort();
    onClosed();
  };
  const runSubmit = useVersionedSave(form, { reload, onSaved: onClosed });
  const submit = () =>
    runSubmit(async (values) => {
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
    });

  const maxBytes = limits.data?.maxBytes;
  const extensions = limits.data?.extensions ?? [...resourceLimits.extensions];
  const checkFile = async (_rule: unknown, files: UploadFile[] | undefined) => {
    const file = files?.[0]?.originFileObj;
    if (!file) return;
    const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
    if (!extensions.includes(extension) || (maxBytes !== undefined && file.size > maxBytes)) {
      throw new Error(
        t("resource.manage.fileHint", {
          size: maxBytes === undefined ? "" : formatBytes(maxBytes),
          extensions: extensions.join(", "),
        }),
      );
    }
  };

  return (
    <Modal
      open
      title={t(resource ? "resource.manage.editTitle" : "resource.manage.uploadTitle")}
      okText={t("administration.save")}
      cancelText={t("administration.cancel")}
      confirmLoading={save.isPending}
      onOk={() => void submit()}
      onCancel={close}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={
          resource ? valuesOf(resource) : { catalogId, title: "", description: "", file: [] }
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
          label={t(resource ? "resource.manage.replaceFile" : "resource.manage.file")}
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
          extra={
            maxBytes === undefined
              ? undefined
              : t("resource.manage.fileHint", {
                  size: formatBytes(maxBytes),
                  extensions: extensions.join(", "),
                })
          }
          rules={[
            ...(resource ? [] : [requiredRule(t, "resource.manage.fileRequired")]),
            { validator: checkFile },
          ]}
        >
          <Upload
            beforeUpload={() => false}
            maxCount={1}
            accept={extensions.map((extension) => `.${extension}`).join(",")}
          >
            <Button icon={<UploadOutlined aria-hidden />}>{t("resource.manage.chooseFile")}</Button>
          </Upload>
        </Form.Item>
        <Form.Item
          name="title"
          label={t("resource.manage.titleLabel")}
          rules={[
            requiredRule(t, "resource.manage.titleRequired"),
            maxLengthRule(t, resourceLimits.titleMaxLength),
          ]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="description"
          label={t("resource.manage.description")}
          rules={[maxLengthRule(t, resourceLimits.descriptionMaxLength)]}
        >
          <Input.TextArea rows={3} showCount maxLength={resourceLimits.descriptionMaxLength} />
        </Form.Item>
      </Form>
      {percent === null ? null : (
        <Progress
          percent={percent}
          size="small"
          aria-label={t("resource.manage.uploading", { percent })}
        />
      )}
    </Modal>
  );
}

function valuesOf(resource: ResourceItem): Values {
  return {
    catalogId: resource.catalogId,
    title: resource.title,
    description: resource.description ?? "",
    file: [],
  };
}
