import NProgress from "nprogress";
import "nprogress/nprogress.css";
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

export { NProgress };
