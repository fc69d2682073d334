import type { MedalTranslationFields } from "@portal/shared";
import { useTranslation } from "react-i18next";
import { TranslationDrawer } from "../../../components/management/TranslationDrawer.tsx";
import { useTranslations } from "../../../components/management/use-translations.ts";
import { medalKeys, medalViews } from "../api.ts";
import { MedalWordsFields } from "./MedalWordsFields.tsx";

/** A medal's names and descriptions in other languages; its icon and conditions stay. */
export function MedalTranslationDrawer({
  target,
  onClosed,
}: {
  target: { id: number; name: string };
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const { record, writes } = useTranslations({
    base: "/api/medal",
    id: target.id,
    queryKey: medalKeys.translations(target.id),
    views: medalViews,
    fieldsOf: (values: MedalTranslationFields) => {
      const description = values.description?.trim();
      return { name: values.name.trim(), ...(description ? { description } : {}) };
    },
  });
  return (
    <TranslationDrawer<MedalTranslationFields>
      title={t("translation.drawerTitle", { title: target.name })}
      record={record}
      emptyFields={{ name: "", description: "" }}
      writes={writes}
      onClosed={onClosed}
      renderFields={() => <MedalWordsFields />}
    />
  );
}
