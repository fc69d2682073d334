/*
 * What the rest of the app uses of the search: the header's box, on every public page's first
 * load and light for it. The results page loads lazily from its own file (router.tsx).
 */
export { SiteSearchBox } from "./components/SiteSearchBox.tsx";
