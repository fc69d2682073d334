import type { CatalogTranslationFields } from "@portal/shared";
import { useTranslation } from "react-i18next";
import { TranslationDrawer } from "../../../../components/management/TranslationDrawer.tsx";
import { useResourceTranslations } from "../../api.ts";
import { CatalogNameField } from "./CatalogNameField.tsx";

/** A folder's names in other languages (its place and grants are the same in every one). */
export function FolderTranslationDrawer({
  target,
  onClosed,
}: {
  target: { id: number; name: string };
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const { record, writes } = useResourceTranslations(
    "catalog",
    target.id,
    (values: CatalogTranslationFields) => ({ name: values.name.trim() }),
  );
  return (
    <TranslationDrawer<CatalogTranslationFields>
      title={t("translation.drawerTitle", { title: target.name })}
      record={record}
      emptyFields={{ name: "" }}
      writes={writes}
      onClosed={onClosed}
      renderFields={() => <CatalogNameField />}
    />
  );
}
