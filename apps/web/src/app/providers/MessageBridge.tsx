import { App } from "antd";
import { useEffect } from "react";
import { registerMessageApi } from "../../lib/feedback.ts";

/** Hands antd's context-aware message API to the http client's toasts. */
export function MessageBridge() {
  const { message } = App.useApp();
  useEffect(() => {
    registerMessageApi(message);
    return () => registerMessageApi(null);
  }, [message]);
  return null;
}
