import { randomBytes } from "node:crypto";
import type { WeChatShareConfig } from "@portal/shared";
import { AppError } from "../../../platform/http/errors.ts";
import { jsSdkSignature } from "../js-sdk-signature.ts";
import type { JsapiTicketCache } from "../jsapi-ticket-cache.ts";

const nonceAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** 16 letters and digits, as in WeChat's example (the JS-SDK takes at most 32). */
function newNonce(): string {
  return Array.from(randomBytes(16), (byte) => nonceAlphabet[byte % nonceAlphabet.length]).join("");
}

/**
 * `weChat/share`: what `wx.config` needs to share `url`. Only the portal's own pages are signed
 * (`ownOrigins`): a signature is WeChat's licence for a page to use the account's JS-SDK.
 */
export async function signShare({
  tickets,
  appId,
  url,
  ownOrigins,
  now,
}: {
  tickets: JsapiTicketCache | undefined;
  appId: string;
  url: string;
  ownOrigins: readonly string[];
  now: Date;
}): Promise<WeChatShareConfig> {
  if (!ownOrigins.includes(new URL(url).origin)) {
    throw new AppError("bad_request", "sharing.foreignUrl", {
      fields: [{ field: "url", messageKey: "sharing.foreignUrl" }],
    });
  }
  if (!tickets) throw new AppError("not_configured", "sharing.notConfigured");
  const ticket = await tickets.ticket();
  const timestamp = Math.floor(now.getTime() / 1000);
  const noncestr = newNonce();
  return {
    appid: appId,
    timestamp,
    noncestr,
    signature: jsSdkSignature({ ticket, noncestr, timestamp, url }),
  };
}
