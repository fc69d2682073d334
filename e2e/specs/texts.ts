import { enUS } from "../../apps/web/src/i18n/en-US.ts";
import { type Messages, zhCN } from "../../apps/web/src/i18n/zh-CN.ts";
import { zhTW } from "../../apps/web/src/i18n/zh-TW.ts";
import {
  type ValidationMessageKey,
  validationMessages,
} from "../../packages/shared/src/i18n/validation-messages.ts";

/** The interface languages, in the order of the header's switcher. */
export const languages = ["zh-CN", "en-US", "zh-TW"] as const;
export type Language = (typeof languages)[number];

/**
 * The web's own resources: the specs look for exactly the words a person sees, in the page's
 * language, without copying them (a changed wording must not break a spec, a missing one must).
 */
export const texts: Record<Language, Messages> = { "zh-CN": zhCN, "en-US": enUS, "zh-TW": zhTW };

/** A rule's message from the shared schemas (the form and the server word it the same). */
export function validationText(language: Language, key: ValidationMessageKey): string {
  return validationMessages[key][language];
}

/** Fills `{{name}}` placeholders the way i18next does. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(values[name] ?? ""));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The accessible name of a button with this text. Ant Design writes a two-character Chinese
 * label with a space between the characters ("登 录"), so the name matches either way.
 */
export function buttonName(text: string): RegExp {
  const characters = [...text];
  const twoHan = characters.length === 2 && characters.every((c) => /\p{Script=Han}/u.test(c));
  const pattern = twoHan ? characters.map(escapeRegExp).join("\\s?") : escapeRegExp(text);
  return new RegExp(`^${pattern}$`);
}

/** A text with `{{placeholders}}` as a pattern matching any value in their place. */
export function templatePattern(template: string): RegExp {
  const parts = template.split(/\{\{\w+\}\}/).map(escapeRegExp);
  return new RegExp(`^${parts.join(".+?")}$`);
}
