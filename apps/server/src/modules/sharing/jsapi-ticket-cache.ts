import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import type { JsapiTicketSource } from "./wechat-ticket-source.ts";

/** A ticket and when it runs out (milliseconds, on the app's clock). */
export type CachedTicket = { ticket: string; expiresAt: number };

/**
 * Where instances keep the ticket they share, and the lock that lets one of them fetch a new
 * one while the others wait for it: WeChat limits how often a ticket may be asked for.
 */
export type TicketStore = {
  read(): Promise<CachedTicket | undefined>;
  write(ticket: CachedTicket, keepMs: number): Promise<void>;
  /** Takes the fetch lock; answers how to give it back, or undefined when another holds it. */
  lock(): Promise<(() => Promise<void>) | undefined>;
};

/** A new ticket is fetched this long before the old one runs out. */
export const refreshBeforeExpiryMs = 5 * 60 * 1000;
/** Longer than a fetch may take (two calls of 5 s): a crashed holder frees the lock by then. */
const lockMs = 15_000;
const waitStepMs = 100;

/** One instance's ticket: nothing to share. */
export function memoryTicketStore(): TicketStore {
  let kept: CachedTicket | undefined;
  return {
    async read() {
      return kept;
    },
    async write(ticket) {
      kept = ticket;
    },
    // One fetch at a time within the instance is the cache's own doing.
    async lock() {
      return async () => undefined;
    },
  };
}

/** Gives the lock back only if it is still ours (it may have timed out and gone to another). */
const releaseScript = `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("del", KEYS[1]) else return 0 end`;

/** The ticket of one app id on the Redis of REDIS_URL, seen by every instance. */
export function redisTicketStore(redis: Redis, appId: string): TicketStore {
  const key = `wechat:jsapi-ticket:${appId}`;
  const lockKey = `${key}:lock`;
  return {
    async read() {
      const text = await redis.get(key);
      return text ? (JSON.parse(text) as CachedTicket) : undefined;
    },
    async write(ticket, keepMs) {
      await redis.set(key, JSON.stringify(ticket), "PX", Math.max(1, Math.round(keepMs)));
    },
    async lock() {
      const holder = randomUUID();
      const taken = await redis.set(lockKey, holder, "PX", lockMs, "NX");
      if (taken !== "OK") return undefined;
      return async () => {
        await redis.eval(releaseScript, 1, lockKey, holder);
      };
    },
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The jsapi ticket, fetched from `source` only when none is kept or the kept one has less than
 * `refreshBeforeExpiryMs` left, by one caller at a time: within an instance callers share the
 * fetch under way, across instances the store's lock lets one fetch while the others wait.
 */
export function jsapiTicketCache(options: {
  source: JsapiTicketSource;
  store: TicketStore;
  now: () => Date;
}) {
  const { source, store, now } = options;
  let known: CachedTicket | undefined;
  let underWay: Promise<string> | undefined;

  const fresh = (ticket: CachedTicket | undefined): ticket is CachedTicket =>
    ticket !== undefined && ticket.expiresAt - refreshBeforeExpiryMs > now().getTime();

  async function fetchAndKeep(): Promise<CachedTicket> {
    const fetched = await source.fetchTicket();
    const ticket = {
      ticket: fetched.ticket,
      expiresAt: now().getTime() + fetched.expiresInSeconds * 1000,
    };
    await store.write(ticket, fetched.expiresInSeconds * 1000);
    return ticket;
  }

  async function obtain(): Promise<string> {
    const deadline = Date.now() + lockMs;
    for (;;) {
      const stored = await store.read();
      if (fresh(stored)) {
        known = stored;
        return stored.ticket;
      }
      const release = await store.lock();
      if (release) {
        try {
          // Another instance may have written one between the read and the lock.
          const again = await store.read();
          known = fresh(again) ? again : await fetchAndKeep();
          return known.ticket;
        } finally {
          await release();
        }
      }
      if (Date.now() > deadline) {
        known = await fetchAndKeep();
        return known.ticket;
      }
      await pause(waitStepMs);
    }
  }

  return {
    /** The ticket to sign with now. */
    async ticket(): Promise<string> {
      if (fresh(known)) return known.ticket;
      underWay ??= obtain().finally(() => {
        underWay = undefined;
      });
      return underWay;
    },
  };
}

export type JsapiTicketCache = ReturnType<typeof jsapiTicketCache>;
