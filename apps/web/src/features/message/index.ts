/* What the message centre shares with the app shell: the header's bell with the unread count. */
export { MessageBell } from "./components/MessageBell.tsx";
