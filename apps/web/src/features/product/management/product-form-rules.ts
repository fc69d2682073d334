import { productInput } from "@portal/shared";
import type { FormRule } from "antd";
import type { TFunction } from "i18next";
import { requiredRule } from "../../../lib/form-rules.ts";

/*
 * Rules of the product form, worded with the field's own label; the limits are the shared
 * `productLimits`, the ones the server checks.
 */

export function textLengthRules(t: TFunction, field: string, max: number): FormRule[] {
  return [{ max, message: t("product.management.validation.tooLong", { field, max }) }];
}

export function requiredTextRules(t: TFunction, field: string, max: number): FormRule[] {
  return [
    requiredRule(t, "product.management.validation.required", { field }),
    ...textLengthRules(t, field, max),
  ];
}

export function requiredChoiceRules(t: TFunction, field: string): FormRule[] {
  return [requiredRule(t, "product.management.validation.choose", { field })];
}

/** A buy link: empty, or what the shared schema takes (an http or https URL, length-limited). */
export function linkRules(t: TFunction, field: string, max: number): FormRule[] {
  return [
    ...textLengthRules(t, field, max),
    {
      validator: async (_rule, value: unknown) => {
        if (typeof value !== "string" || value.trim() === "") return;
        if (!productInput.shape.buyUrl.safeParse(value.trim()).success) {
          throw new Error(t("product.management.validation.url"));
        }
      },
    },
  ];
}
