import { auditActions, languages, permissionAreas, seededRoleNames } from "@portal/shared";
import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { enUSFeatures } from "../../i18n/languages/en-US.ts";
import { zhCNFeatures } from "../../i18n/languages/zh-CN.ts";
import { zhTWFeatures } from "../../i18n/languages/zh-TW.ts";
import { roleLabel } from "./permission-label.ts";

const featureMessages = { "zh-CN": zhCNFeatures, "en-US": enUSFeatures, "zh-TW": zhTWFeatures };

describe("permission labels", () => {
  it("name every permission a role may grant, in every language", () => {
    for (const language of languages) {
      const labels = (
        featureMessages[language].administration as {
          administration: { permissions: Record<string, string> };
        }
      ).administration.permissions;
      for (const permission of Object.values(permissionAreas).flat()) {
        expect(labels[permission], `${language} ${permission}`).toBeTruthy();
      }
    }
  });
});

describe("role labels", () => {
  const translate = ((key: string) => `translated ${key}`) as unknown as TFunction;

  it("name every seeded role in every language", () => {
    for (const language of languages) {
      const labels = (
        featureMessages[language].administration as {
          administration: { roleNames: Record<string, string> };
        }
      ).administration.roleNames;
      for (const key of Object.keys(seededRoleNames)) {
        expect(labels[key], `${language} ${key}`).toBeTruthy();
      }
    }
  });

  it("translate a seeded role's own name, and keep a name staff gave", () => {
    expect(roleLabel(translate, { key: "administrator", name: "Administrator" })).toBe(
      "translated administration.roleNames.administrator",
    );
    expect(roleLabel(translate, { key: "administrator", name: "Site owners" })).toBe("Site owners");
    expect(roleLabel(translate, { key: null, name: "Administrator" })).toBe("Administrator");
    expect(roleLabel(translate, { key: "toString", name: "x" })).toBe("x");
  });
});

describe("audit action labels", () => {
  it("name every change the audit log records, in every language", () => {
    for (const language of languages) {
      const labels = (
        featureMessages[language].administration as {
          administration: { audit: { actions: Record<string, Record<string, string>> } };
        }
      ).administration.audit.actions;
      for (const action of auditActions) {
        const [area = "", verb = ""] = action.split(".");
        expect(labels[area]?.[verb], `${language} ${action}`).toBeTruthy();
      }
    }
  });
});
