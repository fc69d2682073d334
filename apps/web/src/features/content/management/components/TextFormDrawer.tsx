import { App, Button, Drawer, Form, Grid, Skeleton, Space } from "antd";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailure } from "../../../../components/LoadFailure.tsx";
import { clearEditorDraft } from "../../../../components/rich-text-editor/draft-storage.ts";
import { showSuccess } from "../../../../lib/feedback.ts";
import { showServerFieldErrors } from "../../../../lib/form-errors.ts";
import { useStaleRecordGuard } from "../../../../lib/use-stale-record-guard.ts";
import { validateForm } from "../../../../lib/validate-form.ts";
import { useSaveText, useTextRecord } from "../api.ts";
import {
  newTextFormValues,
  type TextFormValues,
  textFormValuesOf,
  textInputOf,
} from "../text-form-values.ts";
import { type TextSection, textDraftKey, textSectionSettings } from "../text-sections.ts";
import { TextForm } from "./TextForm.tsx";

/** Which text the drawer edits: `id` null for a new one. */
export type TextFormTarget = { id: number | null; title?: string };

/**
 * The create/edit drawer. Mounted fresh for each text (the page keys it), it opens at once and
 * tells the page when it has finished closing. A failed save keeps everything typed and shows
 * the server's field errors on the fields; a save from a stale version offers to reload.
 */
export function TextFormDrawer({
  section,
  target,
  onClosed,
}: {
  section: TextSection;
  target: TextFormTarget;
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const screens = Grid.useBreakpoint();
  const [open, setOpen] = useState(true);
  const [form] = Form.useForm<TextFormValues>();
  const record = useTextRecord(target.id);
  const save = useSaveText();
  const guardStaleRecord = useStaleRecordGuard();
  // The version the form was filled from: a refetch in the background must not move it.
  const [loadedVersion, setLoadedVersion] = useState<number | null>(null);
  if (record.data && loadedVersion === null) setLoadedVersion(record.data.version);
  const ready = target.id === null || record.data !== undefined;

  function requestClose() {
    if (!ready || !form.isFieldsTouched()) {
      setOpen(false);
      return;
    }
    modal.confirm({
      title: t("content.management.form.discardTitle"),
      content: t("content.management.form.discardContent"),
      okText: t("content.management.form.discard"),
      cancelText: t("content.management.form.keepEditing"),
      okButtonProps: { danger: true },
      onOk: () => setOpen(false),
    });
  }

  /** Fills the form again from the stored text, dropping what was typed. */
  async function reload() {
    const fresh = await record.refetch();
    if (!fresh.data) return;
    form.resetFields();
    form.setFieldsValue(textFormValuesOf(fresh.data));
    setLoadedVersion(fresh.data.version);
  }

  async function submit() {
    if (!(await validateForm(form))) return;
    const input = textInputOf(form.getFieldsValue(true) as TextFormValues);
    try {
      await save.mutateAsync({ id: target.id, version: loadedVersion, input });
      const done =
        target.id === null ? "content.management.form.created" : "content.management.form.saved";
      showSuccess(t(done, { title: input.title }));
      clearEditorDraft(textDraftKey(section, target.id));
      setOpen(false);
    } catch (error) {
      if (guardStaleRecord(error, reload)) return;
      showServerFieldErrors(form, error);
    }
  }

  let body: ReactNode;
  if (record.isError) {
    body = (
      <LoadFailure
        title={t("content.management.form.loadFailed")}
        error={record.error}
        onRetry={() => void record.refetch()}
      />
    );
  } else if (!ready) {
    body = <Skeleton active paragraph={{ rows: 12 }} />;
  } else {
    body = (
      <TextForm
        form={form}
        initialValues={
          record.data
            ? textFormValuesOf(record.data)
            : newTextFormValues(textSectionSettings[section])
        }
        section={section}
        textId={target.id}
      />
    );
  }

  const title =
    target.id === null
      ? t(`content.management.sections.${section}.create`)
      : t("content.management.form.editTitle", {
          title: record.data?.title ?? target.title ?? "",
        });

  return (
    <Drawer
      open={open}
      onClose={requestClose}
      afterOpenChange={(visible) => {
        if (!visible) onClosed();
      }}
      title={title}
      size={screens.md ? 960 : "100%"}
      destroyOnHidden
      footer={
        <Space className="text-form-footer">
          <Button onClick={requestClose}>{t("common.cancel")}</Button>
          <Button
            type="primary"
            onClick={() => void submit()}
            loading={save.isPending}
            disabled={!ready}
          >
            {t("content.management.form.save")}
          </Button>
        </Space>
      }
    >
      {body}
    </Drawer>
  );
}
