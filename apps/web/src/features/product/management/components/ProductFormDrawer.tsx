import { Form } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { VersionedForm } from "../../../../components/management/VersionedForm.tsx";
import { clearEditorDraft } from "../../../../components/rich-text-editor/draft-storage.ts";
import { useAppStore } from "../../../../lib/app-store.ts";
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

/** The create/edit drawer of a product, its texts in a tab per language. */
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
  const [form] = Form.useForm<ProductFormValues>();
  const interfaceLanguage = useAppStore((state) => state.language);
  // An English interface starts on the English texts; both Chinese ones on Simplified, the source.
  const [activeLanguage, setActiveLanguage] = useState<TextLanguage>(
    interfaceLanguage === "en-US" ? "En" : "Zh",
  );
  const dictionary = useProductDictionary();
  const record = useProductRecord(target.id);
  const save = useSaveProduct(scope);
  const parameters = dictionary.data?.parameters ?? [];

  /** Shows a field in error: its language tab first, then the field itself. */
  function reveal(field: (string | number)[]) {
    const top = String(field[0]);
    const language = textLanguages.find((candidate) =>
      (textFieldsOf(candidate) as readonly string[]).includes(top),
    );
    if (language) setActiveLanguage(language);
    setTimeout(() => form.scrollToField(field, { block: "center", focus: true }), 0);
  }

  const inputOf = (values: ProductFormValues) =>
    productInputOf(values, { scope, dictionary: parameters, original: record.data ?? null });

  return (
    <VersionedForm
      container="drawer"
      title={
        target.id === null
          ? t(`product.management.scopes.${scope}.create`)
          : t("product.management.form.editTitle", {
              model: record.data?.model ?? target.model ?? "",
            })
      }
      form={form}
      record={target.id === null ? null : record}
      needs={[dictionary]}
      valuesOf={(stored) => productFormValuesOf(stored, parameters)}
      save={(values, version) =>
        save.mutateAsync({ id: target.id, version, input: inputOf(values) })
      }
      saving={save.isPending}
      saveLabel={t("product.management.form.save")}
      savedMessage={(values) =>
        t(
          target.id === null ? "product.management.form.created" : "product.management.form.saved",
          {
            model: values.model,
          },
        )
      }
      onSaved={() => {
        for (const language of textLanguages)
          clearEditorDraft(descriptionDraftKey(target.id, language));
      }}
      reveal={reveal}
      fieldPathOf={(values) => productFieldPath(values.parameters)}
      onClosed={onClosed}
    >
      {(stored) =>
        dictionary.data ? (
          <ProductForm
            form={form}
            initialValues={
              stored
                ? productFormValuesOf(stored, dictionary.data.parameters)
                : newProductFormValues(scope)
            }
            scope={scope}
            dictionary={dictionary.data}
            productId={target.id}
            parentLabel={target.parentLabel ?? null}
            activeLanguage={activeLanguage}
            onLanguageChange={setActiveLanguage}
          />
        ) : null
      }
    </VersionedForm>
  );
}
