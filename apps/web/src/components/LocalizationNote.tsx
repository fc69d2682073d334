import type { Localization } from "@portal/shared";
import { useTranslation } from "react-i18next";
import "./localization-note.css";

/**
 * Small type under a translatable record's title saying how its words came to the reader: converted
 * from Simplified automatically, in another language for want of one in theirs, or a translation
 * older than the original's last change. Nothing for an original or a translation up to date.
 */
export function LocalizationNote({ localization }: { localization: Localization }) {
  const { t, i18n } = useTranslation();
  const notes: string[] = [];
  if (localization.source === "converted") notes.push(t("localization.converted"));
  if (localization.source === "original" && localization.language !== i18n.language) {
    notes.push(
      t("localization.original", {
        language: t(`translation.languageNames.${localization.originalLanguage}`),
      }),
    );
  }
  if (localization.outOfDate) notes.push(t("localization.outOfDate"));
  if (notes.length === 0) return null;
  return (
    <p className="localization-note" data-testid="localization-note">
      {notes.join(" · ")}
    </p>
  );
}
