import { type MenuPage, managementMenuGroups, managementPages, permissions } from "@portal/shared";

export type ManagementMenuGroup = {
  group: (typeof managementMenuGroups)[number];
  paths: string[];
};

/** The management pages a staff member may open, grouped in the menu's order. */
export function managementMenu(held: readonly string[]): ManagementMenuGroup[] {
  const granted = new Set(held);
  if (!granted.has(permissions.managementAccess)) return [];
  return managementMenuGroups
    .map((group) => ({
      group,
      paths: managementPages
        .filter((page) => page.group === group && granted.has(page.permission))
        .map((page) => page.path),
    }))
    .filter((entry) => entry.paths.length > 0);
}

export type ManagementMenuSection = {
  group: (typeof managementMenuGroups)[number];
  pages: { path: string; badge: number }[];
};

/** The pages the server's menu answered (`menu/list-menu`), grouped in the menu's order. */
export function groupMenuPages(pages: readonly MenuPage[]): ManagementMenuSection[] {
  return managementMenuGroups
    .map((group) => ({
      group,
      pages: pages
        .filter((page) => page.group === group)
        .map((page) => ({ path: page.path, badge: page.badge })),
    }))
    .filter((section) => section.pages.length > 0);
}

/** Where a staff member lands after signing in: the first page they may open. */
export function managementLandingPath(held: readonly string[]): string {
  const first = managementMenu(held)[0]?.paths[0];
  return `/server/${first ?? "productServer"}`;
}

/** Whether a /server child path is one the staff member may open (pages outside the menu pass). */
export function mayOpenManagementPage(path: string, held: readonly string[]): boolean {
  const page = managementPages.find((entry) => entry.path === path);
  return !page || held.includes(page.permission);
}
