/** A link of the public navigation. */
export type NavigationLink = { path: string; labelKey: string };
/** A top-level entry: a link, or a group of links. */
export type NavigationEntry =
  | ({ key: string } & NavigationLink)
  | { key: string; labelKey: string; children: NavigationLink[] };

/**
 * The public site's navigation. "Community" gathers the forum, the notices, marketing
 * material, questionnaire and subscription.
 */
export const siteNavigation: NavigationEntry[] = [
  {
    key: "products",
    labelKey: "nav.products",
    children: [
      { path: "/product", labelKey: "nav.productInfo" },
      { path: "/product/menu", labelKey: "nav.productMenu" },
      { path: "/product/compare", labelKey: "nav.productCompare" },
      { path: "/samples", labelKey: "nav.samples" },
    ],
  },
  { key: "documents", path: "/product/document", labelKey: "nav.documents" },
  { key: "school", path: "/schoollist", labelKey: "nav.school" },
  {
    key: "support",
    labelKey: "nav.support",
    children: [
      { path: "/support", labelKey: "nav.supportCenter" },
      { path: "/support/customService", labelKey: "nav.customerService" },
      { path: "/knowledge", labelKey: "nav.knowledge" },
      { path: "/product/feedback", labelKey: "nav.feedback" },
      { path: "/valueadd", labelKey: "nav.valueAdd" },
    ],
  },
  {
    key: "community",
    labelKey: "nav.community",
    children: [
      { path: "/forum", labelKey: "nav.forum" },
      { path: "/noticelist", labelKey: "nav.notices" },
      { path: "/marketing", labelKey: "nav.marketing" },
      { path: "/questionnaire", labelKey: "nav.questionnaire" },
      { path: "/subscribe", labelKey: "nav.subscribe" },
    ],
  },
  { key: "about", path: "/aboutus", labelKey: "nav.about" },
];

function links(entries: NavigationEntry[]): NavigationLink[] {
  return entries.flatMap((entry) => ("children" in entry ? entry.children : [entry]));
}

/** The navigation link a pathname belongs to: the longest link path it starts with. */
export function activeNavigationPath(
  pathname: string,
  entries: NavigationEntry[] = siteNavigation,
): string | null {
  let best: string | null = null;
  for (const link of links(entries)) {
    const matches = pathname === link.path || pathname.startsWith(`${link.path}/`);
    if (matches && (!best || link.path.length > best.length)) best = link.path;
  }
  // Detail pages live under their list's singular name (/notice/detail/1 belongs to /noticelist).
  if (!best) {
    const aliases: Record<string, string> = {
      "/notice/": "/noticelist",
      "/school/": "/schoollist",
    };
    for (const [prefix, path] of Object.entries(aliases)) {
      if (pathname.startsWith(prefix)) return path;
    }
  }
  return best;
}
