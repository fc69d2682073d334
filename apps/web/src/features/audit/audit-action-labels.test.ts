import { auditActions, languages } from "@portal/shared";
import { describe, expect, it } from "vitest";
import { auditEnUS } from "../../i18n/audit/en-US.ts";
import { auditZhCN } from "../../i18n/audit/zh-CN.ts";
import { auditZhTW } from "../../i18n/audit/zh-TW.ts";

const auditMessages = { "zh-CN": auditZhCN, "en-US": auditEnUS, "zh-TW": auditZhTW };

describe("audit action labels", () => {
  it("name every change the audit log records, in every language", () => {
    for (const language of languages) {
      const labels: Record<string, Record<string, string>> = auditMessages[language].audit.actions;
      for (const action of auditActions) {
        const [area = "", verb = ""] = action.split(".");
        expect(labels[area]?.[verb], `${language} ${action}`).toBeTruthy();
      }
    }
  });
});
