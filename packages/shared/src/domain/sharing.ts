/*
 * Where WeChat's JS-SDK comes from: plain values that the web's pages use without the schemas,
 * which would bring zod with them. `schemas/sharing.ts` builds its schemas on these.
 */

/** WeChat's JS-SDK: loaded in WeChat's own browser only, from this origin (CSP script-src). */
export const weChatJsSdkOrigin = "https://res.wx.qq.com";
export const weChatJsSdkUrl = `${weChatJsSdkOrigin}/open/js/jweixin-1.6.0.js`;
