/* What live chat shares with the app shell: the online consultation button of public pages. */
export { ChatLauncher } from "./components/ChatLauncher.tsx";
