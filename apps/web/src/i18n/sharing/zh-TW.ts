import type { SharingMessages } from "./zh-CN.ts";

export const sharingZhTW: SharingMessages = {
  sharing: {
    share: "分享",
    copyLink: "複製連結",
    copied: "連結已複製，可以貼給朋友了",
    copyFailed: "無法自動複製，請手動複製連結：{{link}}",
    weChatHint: "點擊右上角「···」，分享給朋友或朋友圈",
  },
};
