import underPressure from "@fastify/under-pressure";
import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "./errors.ts";

/** What a refused client is told to wait before trying again. */
export const overloadRetryAfterSeconds = 5;

export type OverloadLimits = {
  /** Requests being answered at once above which a new one is refused; 0 turns it off. */
  maxInFlight: number;
  /** Mean event-loop delay (ms) above which requests are refused; 0 turns it off. */
  maxEventLoopDelayMs: number;
  /** How often the event-loop delay is measured (ms). */
  sampleIntervalMs?: number;
};

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * Answered however loaded the server is: the health probes. A liveness probe refused
     * under load would have an orchestrator restart a busy instance, losing what it held.
     */
    answeredUnderLoad?: boolean;
  }
}

function refuse(reply: FastifyReply): Promise<never> {
  reply.header("retry-after", String(overloadRetryAfterSeconds));
  return Promise.reject(new AppError("overloaded", "error.overloaded"));
}

/**
 * Under more load than it can serve, the server refuses at once (503 with Retry-After) instead
 * of queueing work whose answers come ever later. Two signals: the requests already in flight
 * (waiting on the database grows this, whichever database it is) and the event loop's delay
 * (CPU-bound work in this process, such as PGlite's queries or PDF stamping).
 */
export const overloadPlugin = fp(
  async (app: FastifyInstance, limits: OverloadLimits) => {
    if (limits.maxEventLoopDelayMs > 0) {
      await app.register(underPressure, {
        maxEventLoopDelay: limits.maxEventLoopDelayMs,
        sampleInterval: limits.sampleIntervalMs,
        pressureHandler: (request, reply) =>
          request.routeOptions.config.answeredUnderLoad ? undefined : refuse(reply),
      });
    }
    if (limits.maxInFlight > 0) {
      let inFlight = 0;
      app.addHook("onRequest", (request, reply, done) => {
        if (request.routeOptions.config.answeredUnderLoad) {
          done();
          return;
        }
        if (inFlight >= limits.maxInFlight) {
          refuse(reply).catch(done);
          return;
        }
        inFlight += 1;
        // "close" comes once per answer, sent or cut off by the client.
        reply.raw.once("close", () => {
          inFlight -= 1;
        });
        done();
      });
    }
  },
  { name: "overload", dependencies: ["error-handler"] },
);
