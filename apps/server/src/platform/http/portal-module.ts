import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { MessageTable } from "../i18n/message-table.ts";

/**
 * What a module hands `app.ts`, from its `index.ts`: its name, its server messages (when it has
 * any) and its route plugins, which `app.ts` registers in this order under `/api` after the
 * platform plugins. Each module declares it `as const satisfies PortalModule`, so its name and
 * its message table keep their exact types (`messagesOf` checks that none is left out).
 */
export type PortalModule = {
  readonly name: string;
  readonly messages?: MessageTable;
  readonly plugins: readonly FastifyPluginAsyncZod[];
};

/** The message tables of `Modules`, by module name: what `registerMessages` takes. */
export type MessagesOf<Modules extends readonly PortalModule[]> = {
  [Module in Modules[number] as Module["messages"] extends MessageTable
    ? Module["name"]
    : never]: Module["messages"];
};

/** Every module's message table by its name, for `registerMessages`. */
export function messagesOf<const Modules extends readonly PortalModule[]>(
  modules: Modules,
): MessagesOf<Modules> {
  return Object.fromEntries(
    modules.flatMap((module) => (module.messages ? [[module.name, module.messages]] : [])),
  ) as MessagesOf<Modules>;
}
