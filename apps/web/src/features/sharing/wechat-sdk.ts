import { type WeChatShareConfig, weChatJsSdkUrl } from "@portal/shared";

/** What a page shares: WeChat shows the title, description and picture with the link. */
export type ShareContent = { title: string; desc: string; link: string; imgUrl: string };

/** The part of WeChat's `wx` the share uses. */
type WeChatSdk = {
  config(options: {
    debug: boolean;
    appId: string;
    timestamp: number;
    nonceStr: string;
    signature: string;
    jsApiList: string[];
  }): void;
  ready(callback: () => void): void;
  error(callback: (problem: unknown) => void): void;
  updateAppMessageShareData(content: ShareContent): void;
  updateTimelineShareData(content: Omit<ShareContent, "desc">): void;
};

declare global {
  interface Window {
    wx?: WeChatSdk;
  }
}

/** WeChat's own browser names itself MicroMessenger, on phones and on its desktop clients. */
export function isWeChatBrowser(userAgent: string): boolean {
  return /MicroMessenger/i.test(userAgent);
}

let loading: Promise<WeChatSdk> | null = null;

/** Adds WeChat's JS-SDK script once (only WeChat's browser ever asks for it). */
function loadWeChatSdk(): Promise<WeChatSdk> {
  loading ??= new Promise<WeChatSdk>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = weChatJsSdkUrl;
    script.async = true;
    script.onload = () =>
      window.wx ? resolve(window.wx) : reject(new Error("the JS-SDK did not define wx"));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error("the JS-SDK could not be loaded"));
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * Signs the JS-SDK in with the page's signature, then sets what sharing the page to a chat or
 * to Moments shows. WeChat's own menu does the sharing; the JS-SDK only fills it in.
 */
export async function configureWeChatShare(
  signature: WeChatShareConfig,
  content: ShareContent,
): Promise<void> {
  const wx = await loadWeChatSdk();
  await new Promise<void>((resolve, reject) => {
    wx.config({
      debug: false,
      appId: signature.appid,
      timestamp: signature.timestamp,
      nonceStr: signature.noncestr,
      signature: signature.signature,
      jsApiList: ["updateAppMessageShareData", "updateTimelineShareData"],
    });
    wx.error(reject);
    wx.ready(() => {
      wx.updateAppMessageShareData(content);
      wx.updateTimelineShareData({
        title: content.title,
        link: content.link,
        imgUrl: content.imgUrl,
      });
      resolve();
    });
  });
}
