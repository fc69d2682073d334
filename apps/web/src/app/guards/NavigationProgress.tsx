import NProgress from "nprogress";
import "nprogress/nprogress.css";
import { useEffect } from "react";
import { useLocation, useNavigation } from "react-router";

NProgress.configure({ showSpinner: false, trickleSpeed: 120, minimum: 0.12 });

/**
 * The loading bar of the route guard: it starts as soon as a navigation begins (while route
 * code and loaders load) and finishes once the new page is shown. Navigations with nothing
 * to load still show it briefly, so every navigation is acknowledged.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  const location = useLocation();

  useEffect(() => {
    if (navigation.state !== "idle") NProgress.start();
    // A navigation that ended where it began (cancelled, redirected back) finishes here.
    else if (NProgress.isStarted()) NProgress.done();
  }, [navigation.state]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per new location
  useEffect(() => {
    if (!NProgress.isStarted()) NProgress.start();
    const frame = requestAnimationFrame(() => NProgress.done());
    return () => cancelAnimationFrame(frame);
  }, [location.key]);

  return null;
}
