import {
  businessLimits,
  type DocumentItem,
  documentLimits,
  documentVersionPattern,
} from "@portal/shared";
import { Form, Input, Modal } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { maxLengthRule } from "../../../../lib/form-rules.ts";
import { useDocumentUpload, useVersionCheck } from "../api.ts";
import { versionRules } from "../document-form-rules.ts";
import { addVersionFormData } from "../document-form-values.ts";
import { useUploadForm } from "../use-upload-form.ts";
import { DocumentFileItem } from "./DocumentFileItem.tsx";

type NewVersionValues = { version?: string; changeNote?: string; file?: File | null };

/**
 * "New version": the number is checked with the server as it is typed (it must be newer than
 * every version so far), then the file goes up with a progress bar. It adds a version and
 * edits nothing stored, so no record version goes with it.
 */
export function NewVersionModal({
  document,
  onClosed,
}: {
  document: DocumentItem;
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const [form] = Form.useForm<NewVersionValues>();
  const add = useDocumentUpload("addDocumentVersion");
  const checkVersion = useVersionCheck();
  const upload = useUploadForm(
    form,
    async (values, file, progress) => {
      await add.mutateAsync({ form: addVersionFormData(document.id, values, file), ...progress });
      return t("document.admin.versionAdded", { version: values.version?.trim() ?? "" });
    },
    () => setOpen(false),
  );

  return (
    <Modal
      open={open}
      title={t("document.admin.newVersionTitle", { name: document.name })}
      okText={t("document.admin.uploadSubmit")}
      onOk={() => void upload.submit()}
      confirmLoading={add.isPending}
      onCancel={upload.cancel}
      afterClose={onClosed}
      destroyOnHidden
      width={560}
    >
      <Form<NewVersionValues> form={form} layout="vertical">
        <p className="text-muted" data-testid="latest-version">
          {t("document.admin.currentVersion", { version: document.latestVersion.version })}
        </p>
        <Form.Item
          name="version"
          label={t("document.admin.newVersion")}
          validateDebounce={businessLimits.debounceMs}
          hasFeedback
          rules={[
            ...versionRules(t),
            {
              validator: async (_rule, value: unknown) => {
                const version = typeof value === "string" ? value.trim() : "";
                // The format rules speak for a malformed number; only a well-formed one is asked about.
                if (!documentVersionPattern.test(version)) return;
                const answer = await checkVersion(document.id, version);
                if (!answer.valid) {
                  throw new Error(t("document.admin.versionNotNewer", { latest: answer.latest }));
                }
              },
            },
          ]}
        >
          <Input maxLength={documentLimits.versionMaxLength} placeholder="V1.1" />
        </Form.Item>
        <Form.Item
          name="changeNote"
          label={t("document.admin.changeNote")}
          rules={[maxLengthRule(t, documentLimits.descriptionMaxLength)]}
        >
          <Input.TextArea
            maxLength={documentLimits.descriptionMaxLength}
            showCount
            autoSize={{ minRows: 2, maxRows: 5 }}
          />
        </Form.Item>
        <DocumentFileItem percent={upload.percent} />
      </Form>
    </Modal>
  );
}
