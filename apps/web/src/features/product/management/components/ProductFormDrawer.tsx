import { App, Button, Drawer, Form, Grid, Skeleton, Space } from "antd";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailure } from "../../../../components/LoadFailure.tsx";
import { clearEditorDraft } from "../../../../components/rich-text-editor/draft-storage.ts";
import { useAppStore } from "../../../../lib/app-store.ts";
import { showSuccess } from "../../../../lib/feedback.ts";
import { showServerFieldErrors } from "../../../../lib/form-errors.ts";
import { useStaleRecordGuard } from "../../../../lib/use-stale-record-guard.ts";
import { validateForm } from "../../../../lib/validate-form.ts";
import { useProductDictionary, useProductRecord, useSaveProduct } from "../api.ts";
import { productFieldPath } from "../product-field-path.ts";
import {
  descriptionDraftKey,
  newProductFormValues,
  type ProductFormValues,
  productFormValuesOf,
  productInputOf,
  type TextLanguage,
  textFieldsOf,
  textLanguages,
} from "../product-form-values.ts";
import type { ProductScope } from "../product-scopes.ts";
import { ProductForm } from "./ProductForm.tsx";

/** Which product the drawer edits: `id` null for a new one. */
export type ProductFormTarget = {
  id: number | null;
  model?: string;
  /** The parent module's name as the table shows it. */
  parentLabel?: string | null;
};

type FieldError = { name: (string | number)[]; errors: string[] };

/**
 * The create/edit drawer. Mounted fresh for each product (the page keys it), it opens at once
 * and tells the page when it has finished closing. A failed save keeps everything typed and
 * shows the server's field errors on the fields; a save from a stale version offers to reload.
 */
export function ProductFormDrawer({
  scope,
  target,
  onClosed,
}: {
  scope: ProductScope;
  target: ProductFormTarget;
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const screens = Grid.useBreakpoint();
  const [open, setOpen] = useState(true);
  const [form] = Form.useForm<ProductFormValues>();
  const interfaceLanguage = useAppStore((state) => state.language);
  // An English interface starts on the English texts; both Chinese ones on Simplified, the source.
  const [activeLanguage, setActiveLanguage] = useState<TextLanguage>(
    interfaceLanguage === "en-US" ? "En" : "Zh",
  );
  const dictionary = useProductDictionary();
  const record = useProductRecord(target.id);
  const save = useSaveProduct(scope);
  const guardStaleRecord = useStaleRecordGuard();
  // The version the form was filled from: a refetch in the background must not move it.
  const [loadedVersion, setLoadedVersion] = useState<number | null>(null);
  if (record.data && loadedVersion === null) setLoadedVersion(record.data.version);
  const ready = dictionary.data !== undefined && (target.id === null || record.data !== undefined);

  function requestClose() {
    if (!ready || !form.isFieldsTouched()) {
      setOpen(false);
      return;
    }
    modal.confirm({
      title: t("product.management.form.discardTitle"),
      content: t("product.management.form.discardContent"),
      okText: t("product.management.form.discard"),
      cancelText: t("product.management.form.keepEditing"),
      okButtonProps: { danger: true },
      onOk: () => setOpen(false),
    });
  }

  /** Shows the first field in error: its language tab first, then the field itself. */
  function revealFirstError(errors: FieldError[]) {
    const first = errors.find((field) => field.errors.length > 0);
    if (!first) return;
    const top = String(first.name[0]);
    const language = textLanguages.find((candidate) =>
      (textFieldsOf(candidate) as readonly string[]).includes(top),
    );
    if (language) setActiveLanguage(language);
    setTimeout(() => form.scrollToField(first.name, { block: "center", focus: true }), 0);
  }

  /** Fills the form again from the stored product, dropping what was typed. */
  async function reload() {
    const fresh = await record.refetch();
    if (!fresh.data || !dictionary.data) return;
    form.resetFields();
    form.setFieldsValue(productFormValuesOf(fresh.data, dictionary.data.parameters));
    setLoadedVersion(fresh.data.version);
  }

  async function submit() {
    if (!dictionary.data) return;
    if (!(await validateForm(form, () => revealFirstError(form.getFieldsError())))) return;
    const values = form.getFieldsValue(true) as ProductFormValues;
    const input = productInputOf(values, {
      scope,
      dictionary: dictionary.data.parameters,
      original: record.data ?? null,
    });
    try {
      await save.mutateAsync({ id: target.id, version: loadedVersion, input });
      const done =
        target.id === null ? "product.management.form.created" : "product.management.form.saved";
      showSuccess(t(done, { model: input.model }));
      for (const language of textLanguages)
        clearEditorDraft(descriptionDraftKey(target.id, language));
      setOpen(false);
    } catch (error) {
      if (guardStaleRecord(error, reload)) return;
      showServerFieldErrors(form, error, productFieldPath(values.parameters));
      revealFirstError(form.getFieldsError());
    }
  }

  let body: ReactNode;
  const failed = record.isError ? record : dictionary.isError ? dictionary : null;
  if (failed) {
    body = (
      <LoadFailure
        title={t("product.management.form.loadFailed")}
        error={failed.error}
        onRetry={() => void failed.refetch()}
      />
    );
  } else if (!ready || !dictionary.data) {
    body = <Skeleton active paragraph={{ rows: 12 }} />;
  } else {
    body = (
      <ProductForm
        form={form}
        initialValues={
          record.data
            ? productFormValuesOf(record.data, dictionary.data.parameters)
            : newProductFormValues(scope)
        }
        scope={scope}
        dictionary={dictionary.data}
        productId={target.id}
        parentLabel={target.parentLabel ?? null}
        activeLanguage={activeLanguage}
        onLanguageChange={setActiveLanguage}
      />
    );
  }

  const title =
    target.id === null
      ? t(`product.management.scopes.${scope}.create`)
      : t("product.management.form.editTitle", { model: record.data?.model ?? target.model ?? "" });

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
        <Space className="product-form-footer">
          <Button onClick={requestClose}>{t("common.cancel")}</Button>
          <Button
            type="primary"
            onClick={() => void submit()}
            loading={save.isPending}
            disabled={!ready}
          >
            {t("product.management.form.save")}
          </Button>
        </Space>
      }
    >
      {body}
    </Drawer>
  );
}
