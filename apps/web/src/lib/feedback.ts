import { message } from "antd";

type MessageInstance = ReturnType<typeof message.useMessage>[0];

let messageApi: MessageInstance | null = null;

/** Registered by the app shell so toasts follow the theme and locale of the ConfigProvider. */
export function registerMessageApi(api: MessageInstance | null): void {
  messageApi = api;
}

/** Shows an error toast; the same text shown twice at once appears once. */
export function showError(text: string): void {
  const api = messageApi ?? message;
  void api.open({ type: "error", content: text, key: `error:${text}`, duration: 4 });
}

export function showSuccess(text: string): void {
  const api = messageApi ?? message;
  void api.open({ type: "success", content: text, key: `success:${text}`, duration: 3 });
}
