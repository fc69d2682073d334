import type { ReactNode } from "react";

/** Stands for a value in a translated sentence, so that the value can be an element of its own. */
export const valueSlot = "\uE000";

/**
 * A translated sentence, asked for with `valueSlot` as its value, with `value` in its place: a
 * member's words marked as theirs (`data-user-content`), a name in the language it is written in
 * (`lang`), wherever the sentence puts it in each language.
 */
export function filledSentence(sentence: string, value: ReactNode): ReactNode {
  const at = sentence.indexOf(valueSlot);
  if (at < 0) return sentence;
  return (
    <>
      {sentence.slice(0, at)}
      {value}
      {sentence.slice(at + valueSlot.length)}
    </>
  );
}
