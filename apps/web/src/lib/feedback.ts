import type { ModalFuncProps, message } from "antd";

/*
 * The portal's toasts and confirmation dialogs, for every page: Ant Design's own, loaded the
 * first time one is shown (lib/antd-feedback.tsx) rather than with every page's first load.
 */

type ToastOptions = Parameters<typeof message.open>[0];

let loading: Promise<typeof import("./antd-feedback.tsx")> | undefined;
/** One promise for every call, so that toasts asked for while it loads come in their order. */
const antdFeedback = () => {
  loading ??= import("./antd-feedback.tsx");
  return loading;
};

/** Shows a toast (a `key` shown again replaces it: a progress toast, then its outcome). */
export function showToast(options: ToastOptions): void {
  void antdFeedback().then(({ message }) => message.open(options));
}

/** Takes a toast away (a progress toast whose work failed). */
export function dismissToast(key: string): void {
  void antdFeedback().then(({ message }) => message.destroy(key));
}

/** Shows an error toast; the same text shown twice at once appears once. */
export function showError(text: string): void {
  showToast({ type: "error", content: text, key: `error:${text}`, duration: 4 });
}

export function showSuccess(text: string): void {
  showToast({ type: "success", content: text, key: `success:${text}`, duration: 3 });
}

export function showWarning(text: string): void {
  showToast({ type: "warning", content: text, key: `warning:${text}`, duration: 4 });
}

/** Asks before an action: `onOk` runs on the confirming button (the dialog waits for it). */
export function confirmAction(options: ModalFuncProps): void {
  void antdFeedback().then(({ Modal }) => Modal.confirm(options));
}
