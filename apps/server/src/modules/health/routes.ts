import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, ok } from "../../platform/http/envelope.ts";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    {
      schema: {
        tags: ["platform"],
        summary: "Liveness and database check",
        response: {
          200: envelope(z.object({ status: z.literal("ok"), db: z.enum(["pglite", "postgres"]) })),
        },
      },
      config: { rateLimit: false },
    },
    async () => {
      await app.db.execute(sql`select 1`);
      return ok({ status: "ok" as const, db: app.dbDriver });
    },
  );
};
