import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { currentToken } from "../../lib/session.ts";
import { recordPageViews } from "./page-recorder.ts";

vi.mock("../../lib/session.ts", () => ({ currentToken: vi.fn(() => null) }));
vi.mock("../../lib/app-store.ts", () => ({
  useAppStore: { getState: () => ({ language: "en-US" }) },
}));

type State = Parameters<typeof recordPageViews>[0]["state"];

function stateAt(pathname: string, paths: string[], params: Record<string, string> = {}): State {
  return {
    initialized: true,
    navigation: { state: "idle" },
    location: { pathname },
    matches: paths.map((path) => ({ route: { path }, params })),
  };
}

function fakeRouter(initial: State) {
  const listeners: ((state: State) => void)[] = [];
  return {
    router: {
      state: initial,
      subscribe: (listener: (state: State) => void) => listeners.push(listener),
    },
    navigate: (state: State) => {
      for (const listener of listeners) listener(state);
    },
  };
}

const sendBeacon = vi.fn((_url: string, _body: string) => true);
const fetchSpy = vi.fn(async () => new Response(null, { status: 204 }));

beforeEach(() => {
  sendBeacon.mockClear();
  fetchSpy.mockClear();
  vi.stubGlobal("navigator", { userAgent: "Mozilla/5.0 (iPhone) Mobile", sendBeacon });
  vi.stubGlobal("document", { referrer: "https://www.baidu.com/s?wd=M5311" });
  vi.stubGlobal("location", { origin: "https://portal.example.com" });
  vi.stubGlobal("window", { screen: { width: 375 } });
  vi.stubGlobal("fetch", fetchSpy);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const sent = (call: number) => JSON.parse(String(sendBeacon.mock.calls[call]?.[1]));

describe("recordPageViews", () => {
  it("sends one beacon per public route: its pattern and id, where it came from, never the query", () => {
    const { router, navigate } = fakeRouter(stateAt("/home", ["/", "home"]));
    recordPageViews(router);
    navigate(stateAt("/product/detail/7", ["/", "product/detail/:id"], { id: "7" }));
    navigate(stateAt("/product/detail/7", ["/", "product/detail/:id"], { id: "7" }));
    expect(sendBeacon).toHaveBeenCalledTimes(2);
    expect(sent(0)).toEqual({
      path: "/home",
      referrer: "https://www.baidu.com/s",
      language: "en-US",
      mobile: true,
      screenWidth: 375,
      entry: true,
    });
    expect(sent(1)).toMatchObject({
      path: "/product/detail/:id",
      targetId: "7",
      referrer: "/home",
      entry: false,
    });
  });

  it("records nothing of the management area or while a navigation is under way", () => {
    const { router, navigate } = fakeRouter(stateAt("/server/users", ["/", "server", "users"]));
    recordPageViews(router);
    navigate({ ...stateAt("/home", ["/", "home"]), navigation: { state: "loading" } });
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it("sends a signed-in member's view with the session header, and survives a referrer it cannot read", () => {
    vi.mocked(currentToken).mockReturnValueOnce("token-1");
    vi.stubGlobal("document", { referrer: "not a url" });
    const { router } = fakeRouter(stateAt("/forum", ["/", "forum"]));
    recordPageViews(router);
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/up/view");
    expect(init.headers).toMatchObject({ authorization: "Bearer token-1" });
    expect(JSON.parse(String(init.body))).not.toHaveProperty("referrer");
  });
});
