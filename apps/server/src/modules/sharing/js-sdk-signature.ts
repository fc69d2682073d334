import { createHash } from "node:crypto";

/**
 * The JS-SDK's signature of a page: sha1 over `jsapi_ticket=…&noncestr=…&timestamp=…&url=…`,
 * keys in that (alphabetical) order, values as they are (not URL-encoded), and the url without
 * its `#` part, which WeChat's browser leaves out when it checks.
 */
export function jsSdkSignature(parts: {
  ticket: string;
  noncestr: string;
  timestamp: number;
  url: string;
}): string {
  const [page = ""] = parts.url.split("#");
  const signed = `jsapi_ticket=${parts.ticket}&noncestr=${parts.noncestr}&timestamp=${parts.timestamp}&url=${page}`;
  return createHash("sha1").update(signed).digest("hex");
}
