import { z } from "zod";

/**
 * `GET /api/weChat/share`: the page being shared, as the browser has it. The server signs it
 * without its `#` part, as the JS-SDK does, and only on the portal's own origin.
 */
export const weChatShareQuery = z.object({
  url: z.url({ protocol: /^https?$/ }).max(2000),
});

/** What `wx.config` takes besides the APIs asked for: the JS-SDK signature of the page. */
export const weChatShareConfig = z.object({
  appid: z.string(),
  /** Seconds since 1970, as signed. */
  timestamp: z.number().int(),
  noncestr: z.string(),
  signature: z.string(),
});
export type WeChatShareConfig = z.infer<typeof weChatShareConfig>;
