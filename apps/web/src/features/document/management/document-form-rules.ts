import { documentLimits, documentVersionPattern } from "@portal/shared";
import type { FormRule } from "antd";
import type { TFunction } from "i18next";

/*
 * Form rules of the document pages, built on the shared limits so that a form refuses what
 * the server would refuse, in the person's language.
 */

export function requiredRule(t: TFunction, messageKey: string): FormRule {
  return { required: true, whitespace: true, message: t(messageKey) };
}

export function maxLengthRule(t: TFunction, max: number): FormRule {
  return { max, message: t("documents.validation.tooLong", { max }) };
}

/** A version number such as V1.2 or 2.0.1 (the shared pattern), required. */
export function versionRules(t: TFunction): FormRule[] {
  return [
    requiredRule(t, "documents.validation.versionRequired"),
    maxLengthRule(t, documentLimits.versionMaxLength),
    { pattern: documentVersionPattern, message: t("documents.validation.versionFormat") },
  ];
}
