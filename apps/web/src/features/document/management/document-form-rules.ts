import { documentLimits, documentVersionPattern } from "@portal/shared";
import type { FormRule } from "antd";
import type { TFunction } from "i18next";
import { maxLengthRule, requiredRule } from "../../../lib/form-rules.ts";

/** A version number such as V1.2 or 2.0.1 (the shared pattern), required. */
export function versionRules(t: TFunction): FormRule[] {
  return [
    requiredRule(t, "document.validation.versionRequired"),
    maxLengthRule(t, documentLimits.versionMaxLength),
    { pattern: documentVersionPattern, message: t("document.validation.versionFormat") },
  ];
}
