import type { RuleObject } from "antd/es/form";
import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { requiredRule } from "./form-rules.ts";

const t = ((key: string) => key) as unknown as TFunction;

async function refuses(value: unknown): Promise<boolean> {
  const rule = requiredRule(t, "field.required") as RuleObject;
  try {
    await rule.validator?.(rule, value, () => undefined);
    return false;
  } catch {
    return true;
  }
}

describe("requiredRule", () => {
  it("refuses nothing, an empty or blank text and an empty list", async () => {
    for (const value of [undefined, null, "", "   ", []]) expect(await refuses(value)).toBe(true);
  });

  it("takes a text, a chosen number (a select's value) and a file", async () => {
    for (const value of ["a", 0, 5, new Blob(["x"])]) expect(await refuses(value)).toBe(false);
  });
});
