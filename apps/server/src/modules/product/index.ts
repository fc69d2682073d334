import type { PortalModule } from "../../platform/http/portal-module.ts";
import { productManagementRoutes } from "./management-routes.ts";
import { productMessages } from "./messages.ts";
import { productRoutes } from "./routes.ts";

/** The product module as app.ts registers it. */
export const productModule = {
  name: "product",
  messages: productMessages,
  plugins: [productRoutes, productManagementRoutes],
} as const satisfies PortalModule;
