/*
 * What the subscription domain shares: the notice form picks the product a notice is about
 * from the same catalogue members subscribe to.
 */
export { NoticeProductSelect } from "./components/NoticeProductSelect.tsx";
