export { useManagementMenuPages, useSiteInfo } from "./api.ts";
