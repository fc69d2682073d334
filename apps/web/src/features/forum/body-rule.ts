import { richTextCharacters, richTextLength } from "@portal/shared";
import type { FormRule } from "antd";

/**
 * A rich-text body that must say something (an empty editor still holds `<p></p>`) and stay
 * within `maxCharacters` of text, as the server checks it.
 */
export function bodyRule(messages: { required: string; tooLong: string }, maxCharacters: number) {
  return {
    validator: async (_rule, html: string | undefined) => {
      const value = html ?? "";
      if (richTextCharacters(value).trim() === "" && !/<img\s/i.test(value)) {
        throw new Error(messages.required);
      }
      if (richTextLength(value) > maxCharacters) throw new Error(messages.tooLong);
    },
  } satisfies FormRule;
}
