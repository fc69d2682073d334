import { App, Button, Drawer, type FormInstance, Grid, Modal, Skeleton, Space } from "antd";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useVersionedSave, type VersionedSaveOptions } from "../../lib/use-versioned-save.ts";
import { LoadFailure } from "../LoadFailure.tsx";
import "./management.css";

/** The stored record a form edits, as its query answers it (the list's entry for a row). */
export type FormRecord<Stored> = {
  data: Stored | undefined;
  isError: boolean;
  error: Error | null;
  refetch: () => Promise<{ data?: Stored | undefined }>;
};

/** Something else the form needs loaded before it can show (the product dictionary). */
export type FormNeed = {
  data: unknown;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
};

/**
 * A record held by a list the page already loaded: reloading it fetches the list again and
 * picks the record out of it.
 */
export function recordFromList<List, Stored>(
  list: { refetch: () => Promise<{ data?: List | undefined }> },
  current: Stored,
  pick: (list: List) => Stored | undefined,
): FormRecord<Stored> {
  return {
    data: current,
    isError: false,
    error: null,
    refetch: async () => {
      const fresh = (await list.refetch()).data;
      return { data: fresh === undefined ? undefined : pick(fresh) };
    },
  };
}

/**
 * The one edit form of the management area, in a modal or a drawer. It waits for the record
 * (and what else it `needs`), shows a load failure with a retry, keeps the version the form was
 * filled from (a background refetch does not move it), saves through `useVersionedSave` (a
 * stale save offers to reload the record into the form), asks before closing over typed work,
 * closes once saved and tells the page when it has gone (`onClosed`). `record` is null for a
 * new record. Mounted fresh for each opening (`useEditing` gives the key).
 */
export function VersionedForm<Values, Stored extends { version: number }>({
  container = "modal",
  title,
  form,
  record,
  needs = [],
  valuesOf,
  save,
  saving,
  saveLabel,
  onClosed,
  width,
  children,
  ...options
}: {
  container?: "modal" | "drawer";
  title: ReactNode;
  form: FormInstance<Values>;
  record: FormRecord<Stored> | null;
  needs?: FormNeed[];
  valuesOf: (stored: Stored) => Values;
  save: (values: Values, version: number | null) => Promise<unknown>;
  saving: boolean;
  saveLabel?: string;
  onClosed: () => void;
  width?: number;
  children: (stored: Stored | null) => ReactNode;
} & Partial<Omit<VersionedSaveOptions<Values>, "reload">>) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const screens = Grid.useBreakpoint();
  const [open, setOpen] = useState(true);
  const [version, setVersion] = useState<number | null>(null);
  if (record?.data && version === null) setVersion(record.data.version);
  const ready =
    needs.every((need) => need.data !== undefined) &&
    (record === null || record.data !== undefined);

  async function reload() {
    if (!record) return;
    const fresh = (await record.refetch()).data;
    if (!fresh) return;
    form.resetFields();
    form.setFieldsValue(valuesOf(fresh) as Parameters<typeof form.setFieldsValue>[0]);
    setVersion(fresh.version);
  }

  // A drawer slides out before the page unmounts it; a modal leaves at once, as a dialog does.
  const close = () => (container === "drawer" ? setOpen(false) : onClosed());

  const runSave = useVersionedSave(form, {
    ...options,
    reload,
    onSaved: () => {
      options.onSaved?.();
      close();
    },
  });

  function requestClose() {
    if (!ready || !form.isFieldsTouched()) {
      close();
      return;
    }
    modal.confirm({
      title: t("common.management.discardTitle"),
      content: t("common.management.discardContent"),
      okText: t("common.management.discard"),
      cancelText: t("common.management.keepEditing"),
      okButtonProps: { danger: true },
      onOk: close,
    });
  }

  const submit = () => void runSave((values) => save(values, version));
  const failed = [record, ...needs].find((query) => query?.isError);
  let body: ReactNode;
  if (failed) {
    body = (
      <LoadFailure
        title={t("common.management.formLoadFailed")}
        error={failed.error}
        onRetry={() => void failed.refetch()}
      />
    );
  } else if (!ready) {
    body = <Skeleton active paragraph={{ rows: container === "drawer" ? 12 : 4 }} />;
  } else {
    body = children(record?.data ?? null);
  }
  const saveText = saveLabel ?? t("common.save");

  if (container === "drawer") {
    return (
      <Drawer
        open={open}
        onClose={requestClose}
        afterOpenChange={(visible) => {
          if (!visible) onClosed();
        }}
        title={title}
        size={screens.md ? (width ?? 960) : "100%"}
        destroyOnHidden
        footer={
          <Space className="management-form-footer">
            <Button onClick={requestClose}>{t("common.cancel")}</Button>
            <Button type="primary" onClick={submit} loading={saving} disabled={!ready}>
              {saveText}
            </Button>
          </Space>
        }
      >
        {body}
      </Drawer>
    );
  }
  return (
    <Modal
      open
      title={title}
      width={width}
      okText={saveText}
      cancelText={t("common.cancel")}
      confirmLoading={saving}
      okButtonProps={{ disabled: !ready }}
      onOk={submit}
      onCancel={requestClose}
      destroyOnHidden
    >
      {body}
    </Modal>
  );
}
