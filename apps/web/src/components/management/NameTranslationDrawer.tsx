import type { QueryKey } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { TranslationDrawer } from "./TranslationDrawer.tsx";
import { useTranslations } from "./use-translations.ts";

type NameFields = { name: string };

/**
 * The languages drawer of a record whose only words are its name (a link, a question type, an
 * honorary title): the kind's translation paths under `base`, the lists in `views` refreshed on
 * every change, `nameField` the same field its form shows.
 */
export function NameTranslationDrawer({
  target,
  onClosed,
  base,
  queryKey,
  views,
  nameField,
}: {
  target: { id: number; name: string };
  onClosed: () => void;
  base: string;
  queryKey: QueryKey;
  views: readonly QueryKey[];
  nameField: ReactNode;
}) {
  const { t } = useTranslation();
  const { record, writes } = useTranslations({
    base,
    id: target.id,
    queryKey,
    views,
    fieldsOf: (values: NameFields) => ({ name: values.name.trim() }),
  });
  return (
    <TranslationDrawer<NameFields>
      title={t("translation.drawerTitle", { title: target.name })}
      record={record}
      emptyFields={{ name: "" }}
      writes={writes}
      onClosed={onClosed}
      renderFields={() => nameField}
    />
  );
}
