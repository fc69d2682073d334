import type { BannerTranslationFields } from "@portal/shared";
import { useTranslation } from "react-i18next";
import { TranslationDrawer } from "../../../../components/management/TranslationDrawer.tsx";
import { useTranslations } from "../../../../components/management/use-translations.ts";
import { contentKeys } from "../../api.ts";
import { bannerViews } from "./api.ts";
import { BannerWordsFields } from "./BannerWordsFields.tsx";

/** A banner's titles and pictures in other languages; its link, order and period stay. */
export function BannerTranslationDrawer({
  target,
  onClosed,
}: {
  target: { id: number; title: string };
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const { record, writes } = useTranslations({
    base: "/api/banner",
    id: target.id,
    queryKey: [...contentKeys.bannerManagement, "translations", target.id],
    views: bannerViews,
    fieldsOf: (values: BannerTranslationFields) => ({
      title: values.title.trim(),
      image: values.image.trim(),
    }),
  });
  return (
    <TranslationDrawer<BannerTranslationFields>
      title={t("translation.drawerTitle", { title: target.title })}
      record={record}
      emptyFields={{ title: "", image: "" }}
      writes={writes}
      onClosed={onClosed}
      renderFields={() => <BannerWordsFields />}
    />
  );
}
