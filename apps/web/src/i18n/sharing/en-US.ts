import type { SharingMessages } from "./zh-CN.ts";

export const sharingEnUS: SharingMessages = {
  sharing: {
    share: "Share",
    copyLink: "Copy link",
    copied: "Link copied: paste it to whoever you like",
    copyFailed: "The link could not be copied; copy it by hand: {{link}}",
    weChatHint: "Tap “···” at the top right to share with friends or on Moments",
  },
};
