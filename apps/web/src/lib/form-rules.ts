import { isEmpty, passwordProblems } from "@portal/shared";
import type { FormRule } from "antd";
import type { TFunction } from "i18next";

/*
 * Ant Design form rules that run the shared zod schemas and password rules, so a form
 * refuses exactly what the server would refuse, with the same (translated) words.
 */

type Schema = {
  safeParse(value: unknown): { success: boolean; error?: { issues: { message: string }[] } };
};

/**
 * The schemas are fetched on a form's first check, not with its page: zod and the account
 * schemas are a quarter of the sign-in page's first load (25 KB gzipped), and every check is
 * asynchronous anyway.
 */
const loadSchemas = () => import("./form-schemas.ts");
type FormSchemas = Awaited<ReturnType<typeof loadSchemas>>;

function schemaRule(pick: (schemas: FormSchemas) => Schema, t: TFunction): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (isEmpty(value)) return;
      const result = pick(await loadSchemas()).safeParse(value);
      if (!result.success)
        throw new Error(t(result.error?.issues[0]?.message ?? "http.status.400"));
    },
  };
}

/**
 * A field that must be filled: a text with more than blanks, a choice, a file. Refused with
 * the message of `key` (and its `values`). A validator of its own, because Ant Design's
 * `whitespace` option would also demand a string, refusing a chosen number.
 */
export function requiredRule(
  t: TFunction,
  key: string,
  values?: Record<string, string | number>,
): FormRule {
  const message = t(key, values);
  return {
    required: true,
    message,
    validator: async (_rule, value: unknown) => {
      if (isEmpty(typeof value === "string" ? value.trim() : value)) throw new Error(message);
    },
  };
}

/** A text of at most `max` characters (the shared limit the server checks too). */
export function maxLengthRule(t: TFunction, max: number): FormRule {
  return { max, message: t("common.tooLong", { max }) };
}

export function phoneRules(t: TFunction): FormRule[] {
  return [
    requiredRule(t, "validation.phone.required"),
    schemaRule((schemas) => schemas.mainlandMobile, t),
  ];
}

export function codeRules(t: TFunction): FormRule[] {
  return [
    requiredRule(t, "validation.code.required"),
    schemaRule((schemas) => schemas.verificationCode, t),
  ];
}

export function accountRules(t: TFunction): FormRule[] {
  return [
    requiredRule(t, "validation.account.required"),
    schemaRule((schemas) => schemas.loginBody.shape.account, t),
  ];
}

export function requiredPasswordRules(t: TFunction): FormRule[] {
  return [requiredRule(t, "validation.password.required")];
}

/** The password rules of the account system; `phone` reads the phone it may not contain. */
export function newPasswordRules(
  t: TFunction,
  phone?: () => string | null | undefined,
): FormRule[] {
  return [
    requiredRule(t, "validation.password.required"),
    {
      validator: async (_rule, value: unknown) => {
        if (typeof value !== "string" || value === "") return;
        const problems = passwordProblems(value, phone?.() || undefined);
        // One message at a time; the checklist beside the field shows every rule.
        const first = problems[0];
        if (first) throw new Error(t(first));
      },
    },
  ];
}

/** The confirmation field: required and equal to `field`. */
export function confirmPasswordRules(t: TFunction, field: string, requiredKey: string): FormRule[] {
  return [
    requiredRule(t, requiredKey),
    ({ getFieldValue }) => ({
      validator: async (_rule, value: unknown) => {
        if (!value || getFieldValue(field) === value) return;
        throw new Error(t("validation.password.mismatch"));
      },
    }),
  ];
}

export function nicknameRules(t: TFunction): FormRule[] {
  return [schemaRule((schemas) => schemas.nickname, t)];
}

export function emailRules(t: TFunction): FormRule[] {
  return [schemaRule((schemas) => schemas.email, t)];
}
