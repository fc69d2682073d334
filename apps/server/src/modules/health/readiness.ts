import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * Whether this instance should be sent work: `starting` until its start-up work is done,
 * `ready`, then `draining` from the moment it is told to stop.
 */
export type ReadinessState = "starting" | "ready" | "draining";

declare module "fastify" {
  interface FastifyInstance {
    readiness: {
      state(): ReadinessState;
      /**
       * Keeps the state `starting` past the app's start until the answered function is called:
       * `main.ts` holds it while the seed runs after listening.
       */
      holdStart(): () => void;
      /**
       * Takes the instance out of service (SIGTERM): the readiness probe answers 503 at once and,
       * `noticeMs` later (the balancer's time to notice and send new work elsewhere), the app
       * closes. Closing answers new requests 503, closes the sockets so that their clients
       * reconnect to another instance, lets the requests in flight and the modules' own work
       * finish, and closes the connections it holds. Asked twice, answers the same drain.
       */
      drain(options: { noticeMs: number }): Promise<void>;
    };
  }
}

/** How often keep-alive connections left idle during the close are closed. */
const idleSweepMs = 100;

/** The lifecycle the health routes report, and the drain `main.ts` runs on SIGTERM. */
export const readiness = fp(
  async (app: FastifyInstance) => {
    let state: ReadinessState = "starting";
    const holds = new Set<symbol>();
    let started = false;
    let draining: Promise<void> | undefined;
    const becomeReadyIfFree = () => {
      if (state === "starting" && started && holds.size === 0) state = "ready";
    };

    app.addHook("onReady", async () => {
      started = true;
      becomeReadyIfFree();
    });

    app.decorate("readiness", {
      state: () => state,
      holdStart() {
        const hold = Symbol("start-up work");
        holds.add(hold);
        return () => {
          holds.delete(hold);
          becomeReadyIfFree();
        };
      },
      drain({ noticeMs }: { noticeMs: number }) {
        draining ??= (async () => {
          state = "draining";
          if (noticeMs > 0) await sleep(noticeMs);
          // A keep-alive connection whose request finishes during the close would otherwise hold
          // the close open for the whole keep-alive timeout.
          const idleSweep = setInterval(() => app.server.closeIdleConnections(), idleSweepMs);
          try {
            await app.close();
          } finally {
            clearInterval(idleSweep);
          }
        })();
        return draining;
      },
    });
  },
  { name: "readiness" },
);
