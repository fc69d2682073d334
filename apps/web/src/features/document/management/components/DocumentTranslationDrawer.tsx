import type { DocumentTranslationFields } from "@portal/shared";
import { useTranslation } from "react-i18next";
import { TranslationDrawer } from "../../../../components/management/TranslationDrawer.tsx";
import { useDocumentTranslations } from "../api.ts";
import { DocumentDescriptionField, DocumentNameField } from "./DocumentWordsFields.tsx";

type Values = { name: string; description: string | null };

/** A document's names and descriptions in other languages (its files are the same in every one). */
export function DocumentTranslationDrawer({
  target,
  onClosed,
}: {
  target: { id: number; name: string };
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const { record, writes } = useDocumentTranslations(
    target.id,
    (values: Values): DocumentTranslationFields => ({
      name: values.name.trim(),
      description: values.description?.trim() || null,
    }),
  );
  return (
    <TranslationDrawer<Values>
      title={t("translation.drawerTitle", { title: target.name })}
      record={record}
      emptyFields={{ name: "", description: null }}
      writes={writes}
      onClosed={onClosed}
      renderFields={() => (
        <>
          <DocumentNameField />
          <DocumentDescriptionField />
        </>
      )}
    />
  );
}
