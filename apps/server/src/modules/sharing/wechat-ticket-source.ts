import { AppError } from "../../platform/http/errors.ts";

/** A jsapi_ticket as WeChat hands it out: valid for `expiresInSeconds` (7,200 s today). */
export type FetchedTicket = { ticket: string; expiresInSeconds: number };

/** Where tickets come from: WeChat's API, or a stand-in in tests. */
export type JsapiTicketSource = { fetchTicket(): Promise<FetchedTicket> };

/** How long one call to WeChat may take before the share gives up with 502. */
const requestTimeoutMs = 5000;

type WeChatAnswer = {
  errcode?: number;
  errmsg?: string;
  access_token?: string;
  ticket?: string;
  expires_in?: number;
};

async function askWeChat(url: URL): Promise<WeChatAnswer> {
  let answer: Response;
  try {
    answer = await fetch(url, { signal: AbortSignal.timeout(requestTimeoutMs) });
  } catch (error) {
    throw new AppError("bad_gateway", "sharing.weChatUnreachable", { cause: error });
  }
  const body = (await answer.json().catch(() => null)) as WeChatAnswer | null;
  if (!answer.ok || body === null || typeof body !== "object") {
    throw new AppError("bad_gateway", "sharing.weChatUnreachable", {
      cause: new Error(`WeChat answered ${answer.status} ${url.pathname}`),
    });
  }
  if (body.errcode !== undefined && body.errcode !== 0) {
    throw new AppError("bad_gateway", "sharing.weChatRefused", {
      params: { errcode: body.errcode, errmsg: String(body.errmsg ?? "") },
      cause: new Error(`WeChat ${url.pathname}: ${body.errcode} ${body.errmsg ?? ""}`),
    });
  }
  return body;
}

function refusedFor(path: string): AppError {
  return new AppError("bad_gateway", "sharing.weChatRefused", {
    params: { errcode: "-", errmsg: `no ${path} in the answer` },
  });
}

/**
 * WeChat's own API: an access token from the app id and secret, then the jsapi ticket with it
 * (`/cgi-bin/token`, `/cgi-bin/ticket/getticket`). The token is used once and not kept: the
 * ticket is what is cached, and WeChat lets a token be asked for 2,000 times a day.
 */
export function weChatTicketSource(settings: {
  apiBase: string;
  appId: string;
  appSecret: string;
}): JsapiTicketSource {
  return {
    async fetchTicket() {
      const tokenUrl = new URL(`${settings.apiBase}/cgi-bin/token`);
      tokenUrl.search = new URLSearchParams({
        grant_type: "client_credential",
        appid: settings.appId,
        secret: settings.appSecret,
      }).toString();
      const token = await askWeChat(tokenUrl);
      if (typeof token.access_token !== "string") throw refusedFor("access_token");

      const ticketUrl = new URL(`${settings.apiBase}/cgi-bin/ticket/getticket`);
      ticketUrl.search = new URLSearchParams({
        access_token: token.access_token,
        type: "jsapi",
      }).toString();
      const ticket = await askWeChat(ticketUrl);
      if (typeof ticket.ticket !== "string") throw refusedFor("ticket");
      return {
        ticket: ticket.ticket,
        expiresInSeconds: typeof ticket.expires_in === "number" ? ticket.expires_in : 7200,
      };
    },
  };
}
