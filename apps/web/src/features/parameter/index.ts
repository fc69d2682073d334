/* What the parameter domain shares: the site's name (every header, the footer, the title) and phone. */
export { parameterQueries, useSiteInfo, useSiteName } from "./api.ts";
