import { languages, permissionAreas, seededRoleNames } from "@portal/shared";
import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { usersEnUS } from "../../i18n/users/en-US.ts";
import { usersZhCN } from "../../i18n/users/zh-CN.ts";
import { usersZhTW } from "../../i18n/users/zh-TW.ts";
import { roleLabel } from "./permission-label.ts";

const usersMessages = { "zh-CN": usersZhCN, "en-US": usersEnUS, "zh-TW": usersZhTW };

describe("permission labels", () => {
  it("name every permission a role may grant, in every language", () => {
    for (const language of languages) {
      const labels: Record<string, string> = usersMessages[language].users.permissions;
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
      const labels: Record<string, string> = usersMessages[language].users.roleNames;
      for (const key of Object.keys(seededRoleNames)) {
        expect(labels[key], `${language} ${key}`).toBeTruthy();
      }
    }
  });

  it("translate a seeded role's own name, and keep a name staff gave", () => {
    expect(roleLabel(translate, { key: "administrator", name: "Administrator" })).toBe(
      "translated users.roleNames.administrator",
    );
    expect(roleLabel(translate, { key: "administrator", name: "Site owners" })).toBe("Site owners");
    expect(roleLabel(translate, { key: null, name: "Administrator" })).toBe("Administrator");
    expect(roleLabel(translate, { key: "toString", name: "x" })).toBe("x");
  });
});
