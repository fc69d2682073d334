import { languages, permissionAreas } from "@portal/shared";
import { describe, expect, it } from "vitest";
import { enUSFeatures } from "../../i18n/languages/en-US.ts";
import { zhCNFeatures } from "../../i18n/languages/zh-CN.ts";
import { zhTWFeatures } from "../../i18n/languages/zh-TW.ts";

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
