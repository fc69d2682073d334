import { Outlet, ScrollRestoration } from "react-router";
import { NavigationProgress } from "../guards/NavigationProgress.tsx";
import { DocumentTitle } from "./DocumentTitle.tsx";

/** Above every layout: the navigation bar, the document title and scroll restoration. */
export function RootLayout() {
  return (
    <>
      <NavigationProgress />
      <DocumentTitle />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
