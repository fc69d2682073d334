/* What the parameter domain shares: the site's name and phone, which the public footer shows. */
export { useSiteInfo } from "./api.ts";
