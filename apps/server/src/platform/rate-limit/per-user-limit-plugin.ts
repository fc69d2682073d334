import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Redis } from "ioredis";
import { AppError } from "../http/errors.ts";

/** At most `max` requests in each window of `windowMs`. */
type UserLimit = { max: number; windowMs: number };

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

/** Counts hits in fixed windows; answers the count of this window, this hit included. */
type WindowCounter = (key: string, windowEndsAt: number, now: number) => Promise<number>;

function memoryCounter(): WindowCounter {
  const counts = new Map<string, { count: number; endsAt: number }>();
  return async (key, windowEndsAt, now) => {
    if (counts.size > 10_000) {
      for (const [stale, entry] of counts) if (entry.endsAt <= now) counts.delete(stale);
    }
    const entry = counts.get(key) ?? { count: 0, endsAt: windowEndsAt };
    entry.count += 1;
    counts.set(key, entry);
    return entry.count;
  };
}

/** Shared by every instance on the same Redis; a key ends with its window. */
function redisCounter(redis: Redis): WindowCounter {
  return async (key, windowEndsAt, now) => {
    const results = await redis
      .multi()
      .set(key, 0, "PX", Math.max(1, windowEndsAt - now), "NX")
      .incr(key)
      .exec();
    const [, counted] = results?.[1] ?? [];
    if (typeof counted !== "number") throw new Error("the rate-limit counter answered nothing");
    return counted;
  };
}

/** Waits under two minutes in seconds, under two hours in minutes, else in hours. */
function waitMessage(seconds: number): {
  key: "limit.retryInSeconds" | "limit.retryInMinutes" | "limit.retryInHours";
  params: Record<string, number>;
} {
  if (seconds < 120) return { key: "limit.retryInSeconds", params: { seconds } };
  if (seconds < 7200) {
    return { key: "limit.retryInMinutes", params: { minutes: Math.ceil(seconds / 60) } };
  }
  return { key: "limit.retryInHours", params: { hours: Math.ceil(seconds / 3600) } };
}

/**
 * Per-user limits on the writes a member can repeat (feedback, profile, avatar, password), set
 * far above what a person does, against scripts. Counted in Redis when REDIS_URL is set, so
 * across instances; in memory otherwise. Windows follow the app's clock.
 */
export const perUserLimitPlugin = fp(
  async (app: FastifyInstance) => {
    const { perMinute, perDay } = app.config.memberWrites;
    const limits: UserLimit[] = [
      { max: perMinute, windowMs: 60_000 },
      { max: perDay, windowMs: 24 * 60 * 60 * 1000 },
    ];
    const count = app.redis ? redisCounter(app.redis) : memoryCounter();

    app.decorate("limitPerUser", (action: string) => async (request, reply) => {
      const { userId } = request.currentUser();
      const now = app.now().getTime();
      let retryAfterMs = 0;
      for (const { max, windowMs } of limits) {
        const windowEndsAt = (Math.floor(now / windowMs) + 1) * windowMs;
        const key = `portal-user-limit:${action}:${windowMs}:${userId}:${windowEndsAt}`;
        let counted: number;
        try {
          counted = await count(key, windowEndsAt, now);
        } catch (error) {
          // As the address limits do: a Redis outage lets requests through rather than failing.
          request.log.warn({ err: error }, "per-user limit not counted");
          return;
        }
        if (counted > max) retryAfterMs = Math.max(retryAfterMs, windowEndsAt - now);
      }
      if (retryAfterMs === 0) return;
      const retryAfterSeconds = Math.ceil(retryAfterMs / 1000);
      reply.header("retry-after", String(retryAfterSeconds));
      const { key, params } = waitMessage(retryAfterSeconds);
      throw new AppError("too_many_requests", key, { params, data: { retryAfterSeconds } });
    });
  },
  { name: "per-user-limit", dependencies: ["config", "clock", "redis", "auth"] },
);
