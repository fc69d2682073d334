import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { overQuota, type QuotaMessage } from "./quota-plugin.ts";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * An `onRequest` hook, after `requireUser`, that refuses with 429 a user who repeats
     * `action` more often than the member-write limits (MEMBER_WRITES_PER_MINUTE and
     * MEMBER_WRITES_PER_DAY); each action is counted on its own.
     */
    limitPerUser(action: string): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** Waits under two minutes in seconds, under two hours in minutes, else in hours. */
function waitMessage(seconds: number): QuotaMessage {
  if (seconds < 120) return { key: "limit.retryInSeconds", params: { seconds } };
  if (seconds < 7200) {
    return { key: "limit.retryInMinutes", params: { minutes: Math.ceil(seconds / 60) } };
  }
  return { key: "limit.retryInHours", params: { hours: Math.ceil(seconds / 3600) } };
}

/**
 * Per-user limits on the writes a member can repeat (feedback, profile, avatar, password), set
 * far above what a person does, against scripts; counted as quotas (across instances with Redis).
 */
export const perUserLimitPlugin = fp(
  async (app: FastifyInstance) => {
    const { perMinute, perDay } = app.config.memberWrites;

    app.decorate("limitPerUser", (action: string) => async (request, reply) => {
      const key = `user:${action}:${request.currentUser().userId}`;
      const exceeded = await app.quotas.spend([
        { key, max: perMinute, windowMs: 60_000 },
        { key, max: perDay, windowMs: 24 * 60 * 60 * 1000 },
      ]);
      if (exceeded) throw overQuota(reply, exceeded.retryAfterMs, waitMessage);
    });
  },
  { name: "per-user-limit", dependencies: ["config", "quota", "auth"] },
);
