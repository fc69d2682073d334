import type { PageViewBeacon } from "@portal/shared";
import { useAppStore } from "../../lib/app-store.ts";
import { currentToken } from "../../lib/session.ts";

/** What the recorder reads of the router: its state now and after each navigation. */
type RouterState = {
  initialized: boolean;
  navigation: { state: string };
  location: { pathname: string };
  matches: readonly { route: { path?: string }; params: Record<string, string | undefined> }[];
};
type RecordedRouter = {
  state: RouterState;
  subscribe: (listener: (state: RouterState) => void) => unknown;
};

const beaconUrl = "/api/up/view";
const referrerMaxLength = 300;

/** The route's pattern (`/product/detail/:id`), from the matched routes' paths. */
function patternOf(state: RouterState): string {
  const segments = state.matches
    .map((match) => match.route.path ?? "")
    .flatMap((path) => path.split("/"))
    .filter((segment) => segment !== "");
  return `/${segments.join("/")}`;
}

/** Where the visit came from: another site's origin and path (never its query), or nothing. */
function externalReferrer(): string | undefined {
  if (!document.referrer) return undefined;
  try {
    // `new URL` rather than `URL.canParse`, which older in-app browsers (WeChat's) lack.
    const from = new URL(document.referrer);
    if (from.origin === location.origin) return undefined;
    return `${from.origin}${from.pathname}`.slice(0, referrerMaxLength);
  } catch {
    return undefined;
  }
}

function isMobile(): boolean {
  return /Mobi|Android|iPhone|iPad/i.test(navigator.userAgent);
}

/**
 * Sends one beacon per hash-route navigation of the public pages (the management area is
 * staff's, not visitors'), never waiting for it: `navigator.sendBeacon`, or for a signed-in
 * member a `keepalive` fetch, since a beacon cannot carry the session's header.
 */
export function recordPageViews(router: RecordedRouter): void {
  let previousPattern: string | undefined;
  let previousPathname: string | undefined;
  const record = (state: RouterState) => {
    // Before its lazy routes are loaded the router has no matches yet: the first view waits.
    if (!state.initialized || state.navigation.state !== "idle") return;
    if (state.location.pathname === previousPathname) return;
    previousPathname = state.location.pathname;
    const pattern = patternOf(state);
    if (pattern.startsWith("/server") || pattern.includes("*")) return;
    const beacon: PageViewBeacon = {
      path: pattern,
      targetId: state.matches.at(-1)?.params.id,
      referrer: previousPattern ?? externalReferrer(),
      language: useAppStore.getState().language,
      mobile: isMobile(),
      screenWidth: Math.round(window.screen.width),
      entry: previousPattern === undefined,
    };
    previousPattern = pattern;
    const body = JSON.stringify(beacon);
    const token = currentToken();
    if (token) {
      void fetch(beaconUrl, {
        method: "POST",
        body,
        keepalive: true,
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      }).catch(() => undefined);
    } else navigator.sendBeacon?.(beaconUrl, body);
  };
  record(router.state);
  router.subscribe(record);
}
