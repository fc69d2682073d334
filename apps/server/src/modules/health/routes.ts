import type { Language } from "@portal/shared";
import { sql } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import { z } from "zod";
import { envelope, ok } from "../../platform/http/envelope.ts";
import { type MessageKey, translate } from "../../platform/i18n/registry.ts";
import type { ReadinessState } from "./readiness.ts";
import {
  type DependencyName,
  dependencyNames,
  probeDependencies,
} from "./use-cases/probe-dependencies.ts";

const tags = ["platform"];
/** What each dependency may take to answer the readiness probe (balancers wait 2 s or more). */
const probeTimeoutMs = 1_500;

const probeResult = z.enum(["ok", "unreachable", "not_configured"]);
const checks = z.object(
  Object.fromEntries(dependencyNames.map((name) => [name, probeResult])) as Record<
    DependencyName,
    typeof probeResult
  >,
);
const notReadyAnswer = z.object({
  code: z.literal(503),
  msg: z.string(),
  data: z.object({
    status: z.enum(["starting", "draining", "unavailable"]),
    checks: checks.optional(),
  }),
});

/** Redis answers PING; while it reconnects a command would only queue, so that is down. */
async function redisAnswers(redis: Redis) {
  if (redis.status !== "ready") throw new Error(`Redis is ${redis.status}`);
  await redis.ping();
}

function notReady(
  reply: FastifyReply,
  language: Language,
  {
    key,
    params,
    data,
  }: {
    key: MessageKey;
    params?: Record<string, string>;
    data: z.infer<typeof notReadyAnswer>["data"];
  },
) {
  return reply.code(503).send({ code: 503, msg: translate(language, key, params), data });
}

const stateMessage: Record<Exclude<ReadinessState, "ready">, MessageKey> = {
  starting: "health.starting",
  draining: "health.draining",
};

/**
 * The checks of an orchestrator or a load balancer: `live` (the process answers: restart it
 * otherwise), `ready` (send it work: it has started, is not draining and reaches what a request
 * needs), and the older `health` (the database answers), kept for the scripts that wait on it.
 * None is rate limited: a balancer asks from one address every second or two.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    {
      schema: {
        tags,
        summary: "Started and the database answers (503 while starting)",
        response: {
          200: envelope(z.object({ status: z.literal("ok"), db: z.enum(["pglite", "postgres"]) })),
        },
      },
      config: { rateLimit: false, answeredUnderLoad: true },
    },
    async (request, reply) => {
      if (app.readiness.state() === "starting") {
        return notReady(reply, request.language, {
          key: "health.starting",
          data: { status: "starting" },
        });
      }
      await app.db.execute(sql`select 1`);
      return ok({ status: "ok" as const, db: app.dbDriver });
    },
  );

  app.get(
    "/health/live",
    {
      schema: {
        tags,
        summary: "Liveness: the process answers (nothing else is checked)",
        response: { 200: envelope(z.object({ status: z.literal("live") })) },
      },
      config: { rateLimit: false, answeredUnderLoad: true },
    },
    async () => ok({ status: "live" as const }),
  );

  app.get(
    "/health/ready",
    {
      schema: {
        tags,
        summary:
          "Readiness: started, not draining, and the database, Redis (when configured) and the file storage answer; else 503",
        response: {
          200: envelope(z.object({ status: z.literal("ready"), checks })),
          503: notReadyAnswer,
        },
      },
      config: { rateLimit: false, answeredUnderLoad: true },
    },
    async (request, reply) => {
      const state = app.readiness.state();
      if (state !== "ready") {
        return notReady(reply, request.language, {
          key: stateMessage[state],
          data: { status: state },
        });
      }
      const { redis } = app;
      const results = await probeDependencies({
        timeoutMs: probeTimeoutMs,
        probes: {
          database: () => app.db.execute(sql`select 1`),
          redis: redis && (() => redisAnswers(redis)),
          storage: () => Promise.all([app.publicFiles.reachable(), app.privateFiles.reachable()]),
        },
      });
      const unreachable = dependencyNames.filter((name) => results[name] === "unreachable");
      if (unreachable.length > 0) {
        const { language } = request;
        const parts = new Intl.ListFormat(language, { type: "conjunction" }).format(
          unreachable.map((name) => translate(language, `health.part.${name}`)),
        );
        return notReady(reply, language, {
          key: "health.unreachable",
          params: { parts },
          data: { status: "unavailable", checks: results },
        });
      }
      return ok({ status: "ready" as const, checks: results });
    },
  );
};
