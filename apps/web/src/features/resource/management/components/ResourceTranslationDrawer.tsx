import type { ResourceTranslationFields } from "@portal/shared";
import { useTranslation } from "react-i18next";
import { TranslationDrawer } from "../../../../components/management/TranslationDrawer.tsx";
import { useResourceTranslations } from "../../api.ts";
import { ResourceTextFields } from "./ResourceTextFields.tsx";

type Values = { title: string; description: string | null };

/** A file's titles and descriptions in other languages (the file is the same in every one). */
export function ResourceTranslationDrawer({
  target,
  onClosed,
}: {
  target: { id: number; title: string };
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const { record, writes } = useResourceTranslations(
    "resource",
    target.id,
    (values: Values): ResourceTranslationFields => ({
      title: values.title.trim(),
      description: values.description?.trim() || undefined,
    }),
  );
  return (
    <TranslationDrawer<Values>
      title={t("translation.drawerTitle", { title: target.title })}
      record={record}
      emptyFields={{ title: "", description: null }}
      writes={writes}
      onClosed={onClosed}
      renderFields={() => <ResourceTextFields />}
    />
  );
}
