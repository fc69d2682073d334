import type { FaqTranslationFields } from "@portal/shared";
import { useTranslation } from "react-i18next";
import { TranslationDrawer } from "../../../../components/management/TranslationDrawer.tsx";
import { useTranslations } from "../../../../components/management/use-translations.ts";
import { contentKeys } from "../../api.ts";
import { faqViews } from "./api.ts";
import { FaqWordsFields } from "./FaqFields.tsx";

type Target = { id: number; name: string };

/** A question's versions in other languages: question and answer in a tab each. */
export function FaqTranslationDrawer({
  target,
  onClosed,
}: {
  target: Target;
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const { record, writes } = useTranslations({
    base: "/api/faq",
    id: target.id,
    queryKey: [...contentKeys.faqManagement, "translations", target.id],
    views: faqViews,
    fieldsOf: (values: FaqTranslationFields) => ({ ...values, question: values.question.trim() }),
  });
  return (
    <TranslationDrawer<FaqTranslationFields>
      title={t("translation.drawerTitle", { title: target.name })}
      record={record}
      emptyFields={{ question: "", answer: "" }}
      writes={writes}
      onClosed={onClosed}
      renderFields={() => <FaqWordsFields />}
    />
  );
}
