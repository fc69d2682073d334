import { useMatches } from "react-router";

/** What a route declares about itself: the i18n key of its page title. */
export type RouteHandle = { titleKey: string };

function isRouteHandle(value: unknown): value is RouteHandle {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { titleKey?: unknown }).titleKey === "string"
  );
}

/** The title key of the deepest matched route that has one. */
export function useRouteTitleKey(): string | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle.titleKey;
  }
  return null;
}
