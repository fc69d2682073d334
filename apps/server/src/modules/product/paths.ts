import { type Language, pageQuery, productFilters } from "@portal/shared";
import type { FastifyRequest } from "fastify";

/** Each route with a `ch/` twin is registered under both prefixes. */
export const twinPrefixes = [
  { prefix: "/product/ch", chinese: true },
  { prefix: "/product", chinese: false },
] as const;

/**
 * The language of a route with a `ch/` twin: Chinese on `ch/` (Traditional when the request
 * asks for zh-TW), English on the plain path.
 */
export function twinLanguage(request: FastifyRequest, chinese: boolean): Language {
  if (!chinese) return "en-US";
  return request.language === "zh-TW" ? "zh-TW" : "zh-CN";
}

export const keywordPageQuery = pageQuery.extend({ keyword: productFilters.shape.keyword });
