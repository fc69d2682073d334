import { accountEnUS } from "../../apps/web/src/i18n/account/en-US.ts";
import { accountZhCN } from "../../apps/web/src/i18n/account/zh-CN.ts";
import { accountZhTW } from "../../apps/web/src/i18n/account/zh-TW.ts";
import { chatEnUS } from "../../apps/web/src/i18n/chat/en-US.ts";
import { chatZhCN } from "../../apps/web/src/i18n/chat/zh-CN.ts";
import { chatZhTW } from "../../apps/web/src/i18n/chat/zh-TW.ts";
import { documentEnUS } from "../../apps/web/src/i18n/document/en-US.ts";
import { documentZhCN } from "../../apps/web/src/i18n/document/zh-CN.ts";
import { documentZhTW } from "../../apps/web/src/i18n/document/zh-TW.ts";
import { editorEnUS } from "../../apps/web/src/i18n/editor/en-US.ts";
import { editorZhCN } from "../../apps/web/src/i18n/editor/zh-CN.ts";
import { editorZhTW } from "../../apps/web/src/i18n/editor/zh-TW.ts";
import { enUS } from "../../apps/web/src/i18n/en-US.ts";
import { homeEnUS } from "../../apps/web/src/i18n/home/en-US.ts";
import { homeZhCN } from "../../apps/web/src/i18n/home/zh-CN.ts";
import { homeZhTW } from "../../apps/web/src/i18n/home/zh-TW.ts";
import { productEnUS } from "../../apps/web/src/i18n/product/en-US.ts";
import { productZhCN } from "../../apps/web/src/i18n/product/zh-CN.ts";
import { productZhTW } from "../../apps/web/src/i18n/product/zh-TW.ts";
import { zhCN } from "../../apps/web/src/i18n/zh-CN.ts";
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
export const texts = {
  "zh-CN": {
    ...zhCN,
    ...accountZhCN,
    ...chatZhCN,
    ...documentZhCN,
    ...editorZhCN,
    ...homeZhCN,
    ...productZhCN,
  },
  "en-US": {
    ...enUS,
    ...accountEnUS,
    ...chatEnUS,
    ...documentEnUS,
    ...editorEnUS,
    ...homeEnUS,
    ...productEnUS,
  },
  "zh-TW": {
    ...zhTW,
    ...accountZhTW,
    ...chatZhTW,
    ...documentZhTW,
    ...editorZhTW,
    ...homeZhTW,
    ...productZhTW,
  },
} satisfies Record<Language, unknown>;

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
 * label with a space between the characters ("登 录"), so the name matches either way. After a
 * refused submit the button's loading icon leaves with a motion that a busy browser can hold
 * for seconds, and its "loading" label stays in the name meanwhile; the button is the same
 * button and takes clicks, so the name matches with that label too.
 */
export function buttonName(text: string): RegExp {
  const characters = [...text];
  const twoHan = characters.length === 2 && characters.every((c) => /\p{Script=Han}/u.test(c));
  const pattern = twoHan ? characters.map(escapeRegExp).join("\\s?") : escapeRegExp(text);
  return new RegExp(`^(?:loading )?${pattern}$`);
}

/** A text with `{{placeholders}}` as a pattern matching any value in their place. */
export function templatePattern(template: string): RegExp {
  const parts = template.split(/\{\{\w+\}\}/).map(escapeRegExp);
  return new RegExp(`^${parts.join(".+?")}$`);
}
