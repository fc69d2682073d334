import { permissions, seededRoles } from "@portal/shared";
import { describe, expect, it } from "vitest";
import {
  groupMenuPages,
  managementLandingPath,
  managementMenu,
  mayOpenManagementPage,
} from "./management-menu.ts";

describe("managementMenu", () => {
  it("shows an administrator every group", () => {
    const menu = managementMenu(seededRoles.administrator);
    expect(menu.map((entry) => entry.group)).toEqual([
      "product",
      "content",
      "community",
      "service",
      "system",
      "statistics",
    ]);
    expect(menu[0]?.paths).toContain("productServer");
  });

  it("shows customer service only the pages of its permissions", () => {
    const menu = managementMenu(seededRoles.customerService);
    expect(menu).toEqual([
      { group: "service", paths: ["applay", "game", "privateCustomization", "chatHistory"] },
    ]);
  });

  it("shows nothing without management access", () => {
    expect(managementMenu([permissions.productWrite])).toEqual([]);
  });
});

describe("managementLandingPath", () => {
  it("lands on the first page the staff member may open", () => {
    expect(managementLandingPath(seededRoles.administrator)).toBe("/server/productServer");
    expect(managementLandingPath(seededRoles.customerService)).toBe("/server/applay");
  });
});

describe("mayOpenManagementPage", () => {
  it("checks the page's permission", () => {
    expect(mayOpenManagementPage("banner", seededRoles.contentEditor)).toBe(true);
    expect(mayOpenManagementPage("whitelist", seededRoles.contentEditor)).toBe(false);
    expect(mayOpenManagementPage("postdetail", seededRoles.contentEditor)).toBe(true);
  });
});

describe("groupMenuPages", () => {
  it("groups the server's pages in the menu's order with their badges", () => {
    expect(
      groupMenuPages([
        { path: "productServer", group: "product", badge: 0 },
        { path: "audit", group: "system", badge: 3 },
        { path: "whitelist", group: "system", badge: 0 },
      ]),
    ).toEqual([
      { group: "product", pages: [{ path: "productServer", badge: 0 }] },
      {
        group: "system",
        pages: [
          { path: "audit", badge: 3 },
          { path: "whitelist", badge: 0 },
        ],
      },
    ]);
  });
});
