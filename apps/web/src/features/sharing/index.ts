/** What other features use of sharing: the share button of articles, products and posts. */

export { ShareButton } from "./components/ShareButton.tsx";
