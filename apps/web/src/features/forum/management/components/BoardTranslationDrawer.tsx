import type { BoardTranslationFields } from "@portal/shared";
import { useTranslation } from "react-i18next";
import { TranslationDrawer } from "../../../../components/management/TranslationDrawer.tsx";
import { filledSentence, valueSlot } from "../../components/filled-sentence.tsx";
import { useBoardTranslations } from "../api.ts";
import { BoardWordsFields } from "./BoardWordsFields.tsx";

/** A board's name and description in other languages (icon, order and template are the same in every one). */
export function BoardTranslationDrawer({
  target,
  onClosed,
}: {
  target: { id: number; name: string; language: string };
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const { record, writes } = useBoardTranslations(target.id);
  return (
    <TranslationDrawer<BoardTranslationFields>
      title={filledSentence(
        t("translation.drawerTitle", { title: valueSlot }),
        <span lang={target.language}>{target.name}</span>,
      )}
      record={record}
      emptyFields={{ name: "", description: "" }}
      writes={writes}
      onClosed={onClosed}
      renderFields={() => <BoardWordsFields original={false} />}
    />
  );
}
