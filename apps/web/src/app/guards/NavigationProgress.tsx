import NProgress from "nprogress";
import "nprogress/nprogress.css";
import { useEffect } from "react";
import { useLocation, useNavigation } from "react-router";
import "./navigation-progress.css";

// The default template carries role="bar" and role="spinner", which are not ARIA roles; the bar
// is decoration (each page announces itself by its title), so it is hidden from assistive tech.
NProgress.configure({
  showSpinner: false,
  trickleSpeed: 120,
  minimum: 0.12,
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: ".bar",
});

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
