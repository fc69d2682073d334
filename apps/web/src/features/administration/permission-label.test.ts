import { languages, permissionAreas } from "@portal/shared";
import { describe, expect, it } from "vitest";
import { featureMessages } from "../../i18n/resources.ts";

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
