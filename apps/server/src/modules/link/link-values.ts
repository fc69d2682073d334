import type { Language } from "@portal/shared";
import { AppError } from "../../platform/http/errors.ts";
import type { friendshipLinks } from "./schema.ts";

export type LinkRow = typeof friendshipLinks.$inferSelect;
export type LinkValues = {
  language?: Language | undefined;
  name: string;
  url: string;
  sort: number;
};
export const linkNotFound = () => new AppError("not_found", "link.notFound");

/** A footer link leaves for a web page only: no javascript:, data: or relative address. */
export function checkedLinkValues(values: LinkValues): LinkValues {
  const parsed = URL.parse(values.url);
  if (!parsed || !["http:", "https:"].includes(parsed.protocol)) {
    throw new AppError("bad_request", "link.notWeb", {
      fields: [{ field: "url", messageKey: "link.notWeb" }],
    });
  }
  return values;
}
