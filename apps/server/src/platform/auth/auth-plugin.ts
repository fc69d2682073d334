import type { Permission } from "@portal/shared";
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../http/errors.ts";

/** Who made the request, once their token has been checked. */
export type AuthContext = {
  userId: number;
  /** How the user is named where their staff changes are recorded (the audit page). */
  name: string;
  sessionId: number;
  permissions: ReadonlySet<string>;
};

export type SessionResolution =
  | { status: "valid"; auth: AuthContext }
  | { status: "lost" }
  | { status: "unknown" };

export type AuthPluginOptions = {
  /** Looks a bearer token up; supplied by the user module so the platform holds no rules. */
  resolveSession: (token: string) => Promise<SessionResolution>;
};

declare module "fastify" {
  interface FastifyRequest {
    auth: AuthContext | null;
    /** The signed-in user, or a 401/511 AppError. */
    currentUser(): AuthContext;
  }
  interface FastifyInstance {
    /** The session lookup of bearer tokens, for transports without an Authorization header. */
    resolveToken: (token: string) => Promise<SessionResolution>;
    /** Sets request.auth when a valid token is sent; never refuses. */
    optionalUser: onRequestAsyncHookHandler;
    /** Refuses with 401 (no or unknown token) or 511 (token revoked). */
    requireUser: onRequestAsyncHookHandler;
    /** requireUser, then 403 without the permission. */
    requirePermission: (permission: Permission) => onRequestAsyncHookHandler;
    /** requireUser, then 403 without at least one of the permissions. */
    requireAnyPermission: (granting: readonly Permission[]) => onRequestAsyncHookHandler;
  }
}

/** The OpenAPI security of a route that reads the bearer token (the swagger scheme "bearer"). */
export const bearerSecurity = [{ bearer: [] }];

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(" ");
  return scheme?.toLowerCase() === "bearer" && token ? token.trim() : undefined;
}

/**
 * Authentication from the Authorization header only; cookies are never trusted for it.
 * Routes use these as `onRequest` hooks, so a caller without the right is refused before
 * their input is even read.
 */
export const authPlugin = fp<AuthPluginOptions>(
  async (app: FastifyInstance, options) => {
    async function resolve(request: FastifyRequest): Promise<SessionResolution> {
      const token = bearerToken(request);
      if (!token) return { status: "unknown" };
      const resolution = await options.resolveSession(token);
      if (resolution.status === "valid") request.auth = resolution.auth;
      return resolution;
    }

    async function requireUser(request: FastifyRequest) {
      const resolution = await resolve(request);
      if (resolution.status === "lost") throw new AppError("session_lost");
      if (resolution.status === "unknown") throw new AppError("unauthorized");
    }

    app.decorate("resolveToken", options.resolveSession);
    app.decorateRequest("auth", null);
    app.decorateRequest("currentUser", function (this: FastifyRequest) {
      if (!this.auth) throw new AppError("unauthorized");
      return this.auth;
    });
    app.decorate("optionalUser", async (request: FastifyRequest) => {
      await resolve(request);
    });
    app.decorate("requireUser", requireUser);
    app.decorate(
      "requirePermission",
      (permission: Permission) => async (request: FastifyRequest) => {
        await requireUser(request);
        if (!request.auth?.permissions.has(permission)) throw new AppError("forbidden");
      },
    );
    app.decorate(
      "requireAnyPermission",
      (granting: readonly Permission[]) => async (request: FastifyRequest) => {
        await requireUser(request);
        const held = request.auth?.permissions;
        if (!granting.some((permission) => held?.has(permission))) {
          throw new AppError("forbidden");
        }
      },
    );
  },
  { name: "auth" },
);
