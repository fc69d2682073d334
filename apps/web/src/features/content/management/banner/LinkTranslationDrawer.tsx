import type { LinkTranslationFields } from "@portal/shared";
import { useTranslation } from "react-i18next";
import { TranslationDrawer } from "../../../../components/management/TranslationDrawer.tsx";
import { useTranslations } from "../../../../components/management/use-translations.ts";
import { contentKeys } from "../../api.ts";
import { LinkNameField } from "./LinkNameField.tsx";

/** A friendship link's names in other languages (the address is the same in every one). */
export function LinkTranslationDrawer({
  target,
  onClosed,
}: {
  target: { id: number; name: string };
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const { record, writes } = useTranslations({
    base: "/api/link",
    id: target.id,
    queryKey: [...contentKeys.links, "translations", target.id],
    views: [contentKeys.links],
    fieldsOf: (values: LinkTranslationFields) => ({ name: values.name.trim() }),
  });
  return (
    <TranslationDrawer<LinkTranslationFields>
      title={t("translation.drawerTitle", { title: target.name })}
      record={record}
      emptyFields={{ name: "" }}
      writes={writes}
      onClosed={onClosed}
      renderFields={() => <LinkNameField />}
    />
  );
}
