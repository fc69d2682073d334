import { useEffect, useRef } from "react";
import { useLocation, useNavigation } from "react-router";

type Bar = typeof import("nprogress");

let bar: Bar | undefined;
let loading: Promise<Bar> | undefined;

/**
 * Runs `use` with the bar, loading its code (nprogress and its styles) on the first navigation:
 * a first visit draws its page without it. Calls made while it loads run in their order.
 */
function withBar(use: (bar: Bar) => void) {
  if (bar) {
    use(bar);
    return;
  }
  loading ??= import("./progress-bar.ts").then((module) => {
    bar = module.NProgress;
    return bar;
  });
  void loading.then(use);
}

/**
 * The loading bar of the route guard: it starts as soon as a navigation begins (while route
 * code and loaders load) and finishes once the new page is shown. Navigations with nothing
 * to load still show it briefly, so every navigation is acknowledged. The page a visit opens
 * first is no navigation: it shows its own loading state, and the bar's code waits until then.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  const location = useLocation();
  const firstLocation = useRef(location.key);

  useEffect(() => {
    if (navigation.state !== "idle") withBar((bar) => bar.start());
    // A navigation that ended where it began (cancelled, redirected back) finishes here.
    else if (loading) withBar((bar) => bar.isStarted() && bar.done());
  }, [navigation.state]);

  useEffect(() => {
    if (location.key === firstLocation.current) return;
    let frame = 0;
    let cancelled = false;
    withBar((bar) => {
      if (cancelled) return;
      if (!bar.isStarted()) bar.start();
      frame = requestAnimationFrame(() => bar.done());
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
    };
  }, [location.key]);

  return null;
}
