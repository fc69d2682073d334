type Navigator = (path: string, options?: { replace?: boolean }) => void;

/** Until the router registers itself, navigation changes the hash (the router listens to it). */
let navigator: Navigator = (path) => {
  window.location.hash = path;
};

/** Lets code outside React (the http client) navigate through the router. */
export function registerNavigator(next: Navigator): void {
  navigator = next;
}

export function navigateTo(path: string, options?: { replace?: boolean }): void {
  navigator(path, options);
}

/** The current hash route with its query, e.g. "/editperson?tab=1". */
export function currentRoutePath(): string {
  const hash = window.location.hash.replace(/^#/, "");
  return hash.startsWith("/") ? hash : "/";
}
