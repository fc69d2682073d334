/*
 * What other parts of the app use of the statistics feature: only the page recorder, which
 * router.tsx starts. The pages load lazily from their own files.
 */
export { recordPageViews } from "./page-recorder.ts";
