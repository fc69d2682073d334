import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";
import type { Redis } from "ioredis";
import { AppError } from "../http/errors.ts";
import type { MessageKey } from "../i18n/registry.ts";

/** At most `max` (requests, messages, bytes) under `key` in each window of `windowMs`. */
export type Quota = { key: string; max: number; windowMs: number };

/** The quota a spending went past, and how long until its window ends. */
export type QuotaExceeded<Q extends Quota> = { quota: Q; retryAfterMs: number };

declare module "fastify" {
  interface FastifyInstance {
    quotas: {
      /**
       * Counts `amount` (1 by default) against each quota in its current window and answers
       * the one exceeded with the longest wait, or undefined. A refused attempt counts too.
       */
      spend<Q extends Quota>(
        quotas: readonly Q[],
        amount?: number,
      ): Promise<QuotaExceeded<Q> | undefined>;
      /** Gives `amount` back to each quota's current window (bytes counted, then refused). */
      refund(quotas: readonly Quota[], amount: number): Promise<void>;
    };
  }
}

/** What a refusal says: a message and its parameters. */
export type QuotaMessage = { key: MessageKey; params: Record<string, string | number> };

/**
 * The 429 of an exceeded quota: `Retry-After` on the reply, the wait in the answer's data and
 * the message `explain` words from the wait in seconds.
 */
export function overQuota(
  reply: FastifyReply,
  retryAfterMs: number,
  explain: (retryAfterSeconds: number) => QuotaMessage,
) {
  const retryAfterSeconds = Math.ceil(retryAfterMs / 1000);
  reply.header("retry-after", String(retryAfterSeconds));
  const { key, params } = explain(retryAfterSeconds);
  return new AppError("too_many_requests", key, { params, data: { retryAfterSeconds } });
}

/** Adds `amount` to each key's count (a key is made when its window starts) and answers them. */
type WindowCounter = (
  entries: readonly { key: string; windowEndsAt: number }[],
  amount: number,
  now: number,
) => Promise<number[]>;

function memoryCounter(): WindowCounter {
  const counts = new Map<string, { count: number; endsAt: number }>();
  // Ended windows are dropped once the map has grown to twice what the last clean-up left.
  let cleanAbove = 10_000;
  return async (entries, amount, now) => {
    if (counts.size > cleanAbove) {
      for (const [key, entry] of counts) if (entry.endsAt <= now) counts.delete(key);
      cleanAbove = Math.max(10_000, counts.size * 2);
    }
    return entries.map(({ key, windowEndsAt }) => {
      const entry = counts.get(key) ?? { count: 0, endsAt: windowEndsAt };
      entry.count += amount;
      counts.set(key, entry);
      return entry.count;
    });
  };
}

/** Shared by every instance on the same Redis, in one round trip; a key ends with its window. */
function redisCounter(redis: Redis): WindowCounter {
  return async (entries, amount, now) => {
    const transaction = redis.multi();
    for (const { key, windowEndsAt } of entries) {
      transaction.set(key, 0, "PX", Math.max(1, windowEndsAt - now), "NX").incrby(key, amount);
    }
    const results = (await transaction.exec()) ?? [];
    return entries.map((_, index) => {
      const [, counted] = results[index * 2 + 1] ?? [];
      if (typeof counted !== "number") throw new Error("the quota counter answered nothing");
      return counted;
    });
  };
}

/**
 * Fixed windows aligned on the app's clock (a minute, an hour, a UTC day), counted in Redis when
 * REDIS_URL is set, so across instances, and in memory otherwise. A Redis failure lets the
 * attempt through, as the address limits do: an outage must not take the portal down with it.
 */
export const quotaPlugin = fp(
  async (app: FastifyInstance) => {
    const count = app.redis ? redisCounter(app.redis) : memoryCounter();
    const windowsOf = (quotas: readonly Quota[], now: number) =>
      quotas.map(({ key, windowMs }) => {
        const windowEndsAt = (Math.floor(now / windowMs) + 1) * windowMs;
        return { key: `portal-quota:${windowMs}:${windowEndsAt}:${key}`, windowEndsAt };
      });

    app.decorate("quotas", {
      async spend<Q extends Quota>(quotas: readonly Q[], amount = 1) {
        if (quotas.length === 0) return undefined;
        const now = app.now().getTime();
        const windows = windowsOf(quotas, now);
        let counts: number[];
        try {
          counts = await count(windows, amount, now);
        } catch (error) {
          app.log.warn({ err: error }, "a quota was not counted");
          return undefined;
        }
        let exceeded: QuotaExceeded<Q> | undefined;
        for (const [index, quota] of quotas.entries()) {
          const retryAfterMs = (windows[index]?.windowEndsAt ?? now) - now;
          if ((counts[index] ?? 0) > quota.max && retryAfterMs > (exceeded?.retryAfterMs ?? 0)) {
            exceeded = { quota, retryAfterMs };
          }
        }
        return exceeded;
      },
      async refund(quotas: readonly Quota[], amount: number) {
        const now = app.now().getTime();
        try {
          await count(windowsOf(quotas, now), -amount, now);
        } catch (error) {
          app.log.warn({ err: error }, "a quota was not refunded");
        }
      },
    });
  },
  { name: "quota", dependencies: ["clock", "redis"] },
);
