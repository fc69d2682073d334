import type { HonoraryTitleTranslationFields } from "@portal/shared";
import { useTranslation } from "react-i18next";
import { TranslationDrawer } from "../../../../components/management/TranslationDrawer.tsx";
import { useTranslations } from "../../../../components/management/use-translations.ts";
import { honoraryTitleTranslationsKey, honoraryTitleViews } from "../../api.ts";
import { HonoraryTitleNameField } from "./HonoraryTitleNameField.tsx";

/** An honorary title's names in other languages. */
export function HonoraryTitleTranslationDrawer({
  target,
  onClosed,
}: {
  target: { id: number; name: string };
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const { record, writes } = useTranslations({
    base: "/api/honoraryTitle",
    id: target.id,
    queryKey: honoraryTitleTranslationsKey(target.id),
    views: honoraryTitleViews,
    fieldsOf: (values: HonoraryTitleTranslationFields) => ({ name: values.name.trim() }),
  });
  return (
    <TranslationDrawer<HonoraryTitleTranslationFields>
      title={t("translation.drawerTitle", { title: target.name })}
      record={record}
      emptyFields={{ name: "" }}
      writes={writes}
      onClosed={onClosed}
      renderFields={() => <HonoraryTitleNameField />}
    />
  );
}
