import type { DeepStrings } from "../zh-CN.ts";

/** Simplified Chinese texts of the share button: the reference. */
export const sharingZhCN = {
  sharing: {
    share: "分享",
    copyLink: "复制链接",
    copied: "链接已复制，可以粘贴给朋友了",
    copyFailed: "无法自动复制，请手动复制链接：{{link}}",
    weChatHint: "点击右上角「···」，分享给朋友或朋友圈",
  },
};

export type SharingMessages = DeepStrings<typeof sharingZhCN>;
