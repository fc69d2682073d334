import proxyAddr from "@fastify/proxy-addr";
import { type Language, languages } from "@portal/shared";
import { createAdapter, type RedisAdapter } from "@socket.io/redis-adapter";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { type DefaultEventsMap, Server, type Socket } from "socket.io";
import type { AuthContext } from "../auth/auth-plugin.ts";
import { languageFromHeader } from "../i18n/language.ts";
import { translate } from "../i18n/registry.ts";

/** What the platform knows of a socket once its handshake passed. */
export type SocketData = {
  /** The signed-in user of `auth: {token}`, or null for an anonymous socket. */
  auth: AuthContext | null;
  language: Language;
  /** The client's address, through the proxies TRUST_PROXY names, as Fastify's `request.ip`. */
  address: string;
  /** The rest of the handshake's `auth` object, for the module that serves the socket. */
  handshake: Record<string, unknown>;
};

/** One client's transport connection, under its Socket.IO sockets. */
type EngineConnection = Socket["conn"];

export type PortalSocket = Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;

declare module "fastify" {
  interface FastifyInstance {
    /** The Socket.IO server on the portal's own HTTP server, at `/socket.io`. */
    io: Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;
    /** Every room some socket is in, on any instance (this one's alone without REDIS_URL). */
    roomsInUse(): Promise<Set<string>>;
  }
}

/** Largest frame the server reads (a chat text is at most a few KB); a larger one closes the socket. */
const maxFrameBytes = 64 * 1024;

/** The language a socket asked for in its handshake, else its Accept-Language. */
function socketLanguage(asked: unknown, header: string | undefined): Language {
  return languages.find((language) => language === asked) ?? languageFromHeader(header);
}

/**
 * The real-time transport. A token in the handshake's `auth` is looked up by the auth plugin's
 * session lookup, never parsed here: an unknown or revoked token refuses the connection (the
 * client learns why from `connect_error`), no token connects anonymously. With REDIS_URL the
 * Redis adapter carries rooms and broadcasts between the instances.
 */
export const socketPlugin = fp(
  async (app: FastifyInstance) => {
    /** Set once the app closes: new connections go to another instance. */
    let refusingConnections = false;
    const io: FastifyInstance["io"] = new Server(app.server, {
      path: "/socket.io",
      serveClient: false,
      maxHttpBufferSize: maxFrameBytes,
      allowRequest: (_request, answer) => answer(null, !refusingConnections),
    });
    /** The open transport connections (engine.io's own list is not public). */
    const connections = new Set<EngineConnection>();
    io.engine.on("connection", (connection: EngineConnection) => {
      connections.add(connection);
      connection.once("close", () => connections.delete(connection));
    });
    const adapterClients = app.redis ? [app.redis.duplicate(), app.redis.duplicate()] : [];
    for (const client of adapterClients) {
      client.on("error", (error) => app.log.warn({ err: error }, "socket adapter Redis error"));
    }
    const [publishing, subscribing] = adapterClients;
    if (publishing && subscribing) io.adapter(createAdapter(publishing, subscribing));
    const { trustProxy } = app.config;
    const trusted = trustProxy ? proxyAddr.compile(trustProxy) : undefined;

    io.use(async (socket, next) => {
      const {
        token,
        language: asked,
        ...rest
      } = (socket.handshake.auth ?? {}) as Record<string, unknown>;
      const language = socketLanguage(asked, socket.handshake.headers["accept-language"]);
      socket.data.language = language;
      socket.data.address = trusted ? proxyAddr(socket.request, trusted) : socket.handshake.address;
      socket.data.handshake = rest;
      socket.data.auth = null;
      if (typeof token !== "string" || token === "") return next();
      try {
        const resolution = await app.resolveToken(token);
        if (resolution.status === "valid") {
          socket.data.auth = resolution.auth;
          return next();
        }
        const code = resolution.status === "lost" ? "session_lost" : "unauthorized";
        const refusal = new Error(code) as Error & { data: unknown };
        refusal.data = { code, msg: translate(language, `error.${code}`) };
        next(refusal);
      } catch (error) {
        app.log.error({ err: error }, "socket handshake failed");
        next(new Error("service_unavailable"));
      }
    });

    app.decorate("io", io);
    app.decorate("roomsInUse", async () => {
      const { adapter } = io.of("/");
      return adapterClients.length > 0
        ? (adapter as RedisAdapter).allRooms()
        : new Set(adapter.rooms.keys());
    });
    // Closing (a drain, SIGTERM): the connections are cut without Socket.IO's "disconnect"
    // packet, which would tell the clients not to reconnect, so that each reconnects at once,
    // through the balancer, to another instance. The disconnections run now, before the
    // modules' preClose hooks wait for the work they start.
    app.addHook("preClose", async () => {
      refusingConnections = true;
      for (const connection of connections) connection.close(true);
    });
    // The adapter's subscribing connection goes before its publishing one: a request of another
    // instance heard while closing (its sweep asking for the rooms in use) is answered on a
    // connection still open, where the adapter, which never catches a failed publish, would
    // leave an unhandled rejection.
    app.addHook("onClose", async () => {
      io.engine.close();
      for (const client of [subscribing, publishing]) {
        await client?.quit().catch(() => client.disconnect());
      }
    });
  },
  { name: "socket", dependencies: ["config", "redis", "auth"] },
);
