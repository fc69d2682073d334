import { lazyDialog } from "../../../lib/lazy-dialog.tsx";

/*
 * The post page's dialogs, each fetched the first time it opens: one definition each, so the
 * post and its replies share the same loaded component.
 */
export const ReasonDialog = lazyDialog(() =>
  import("./ReasonDialog.tsx").then((module) => module.ReasonDialog),
);
export const RaiseRewardDialog = lazyDialog(() =>
  import("./RaiseRewardDialog.tsx").then((module) => module.RaiseRewardDialog),
);
