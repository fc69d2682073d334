export { useManagementMenuPages } from "./api.ts";
