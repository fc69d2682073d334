import { randomBytes, randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { type ChatAck, chatEvents } from "@portal/shared";
import { io, type Socket } from "socket.io-client";
import type { TestApp } from "./test-app.ts";

/** Makes the test app listen on a free port and answers its origin. */
export async function listeningOrigin(testApp: TestApp) {
  if (!testApp.app.server.listening) await testApp.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = testApp.app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

type SocketAuth = { token?: string; role?: "visitor"; language?: string };

/**
 * How the client connects: `headers` go with the handshake (an `x-forwarded-for` read by a test
 * app that trusts loopback as its proxy gives each client an address of its own); `transports`
 * are WebSocket alone unless given (the browser's fallback is long polling, which keeps the
 * cookies a balancer sets, as a browser does).
 */
type ConnectOptions = {
  reconnection?: boolean;
  headers?: Record<string, string>;
  transports?: ("websocket" | "polling")[];
};

/** A real Socket.IO client on the chat path, connected (or refused: the error is thrown). */
export function connectChat(origin: string, auth: SocketAuth = {}, options: ConnectOptions = {}) {
  const socket = io(origin, {
    path: "/socket.io",
    auth,
    transports: options.transports ?? ["websocket"],
    withCredentials: true,
    forceNew: true,
    extraHeaders: options.headers ?? {},
    reconnection: options.reconnection ?? false,
    reconnectionDelay: 10,
    reconnectionDelayMax: 50,
  });
  const events: { event: string; payload: unknown }[] = [];
  socket.onAny((event: string, payload: unknown) => events.push({ event, payload }));
  return new Promise<ChatClient>((resolve, reject) => {
    const refused = (error: Error) => {
      socket.close();
      reject(error);
    };
    socket.once("connect", () => {
      // A later failed reconnection attempt is Socket.IO's to retry, not a refusal.
      socket.off("connect_error", refused);
      resolve(chatClient(socket, events));
    });
    socket.once("connect_error", refused);
  });
}

export type ChatClient = ReturnType<typeof chatClient>;

// biome-ignore lint/suspicious/noExplicitAny: payloads are read field by field, as JSON is
type Payload = any;

function chatClient(socket: Socket, events: { event: string; payload: unknown }[]) {
  return {
    socket,
    /** Every event received so far, in order. */
    events,
    received(event: string): Payload[] {
      return events.filter((entry) => entry.event === event).map((entry) => entry.payload);
    },
    /** The next `event` whose payload passes `test` (one already received counts). */
    next(
      event: string,
      test: (payload: Payload) => boolean = () => true,
      timeoutMs = 5000,
    ): Promise<Payload> {
      const earlier = events.find((entry) => entry.event === event && test(entry.payload));
      if (earlier) return Promise.resolve(earlier.payload);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no ${event} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        const listener = (name: string, payload: unknown) => {
          if (name !== event || !test(payload)) return;
          clearTimeout(timer);
          socket.offAny(listener);
          resolve(payload);
        };
        socket.onAny(listener);
      });
    },
    send(event: string, payload: unknown): Promise<ChatAck> {
      return socket.timeout(5000).emitWithAck(event, payload);
    },
    close() {
      socket.close();
    },
  };
}

/** The connection options of a client that a test app trusting loopback sees at `address`. */
export function fromAddress(address: string) {
  return { headers: { "x-forwarded-for": address } };
}

/** Waits until `check` holds, polling every 10 ms; fails naming `what` after `timeoutMs`. */
export async function until(
  check: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 5000,
) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A visitor id as a browser keeps it. */
export function anonymousId() {
  return randomBytes(12).toString("base64url");
}

/** A visitor connected and opened (CLIENT_ON acknowledged); `clientChatId` is its key. */
export async function openedVisitor(
  origin: string,
  auth: SocketAuth = {},
  name = "Visitor 4821",
  options: ConnectOptions = {},
) {
  const visitor = await connectChat(origin, { role: "visitor", ...auth }, options);
  const ack = await visitor.send(chatEvents.clientOn, {
    clientChatEn: { clientChatId: anonymousId(), clientChatName: name, sourceInfo_way: "/product" },
  });
  if (!ack.ok) throw new Error(`CLIENT_ON refused: ${ack.msg}`);
  return Object.assign(visitor, { clientChatId: ack.id });
}

export function textMessage(content: string, id = randomUUID()) {
  return { id, contentType: "text" as const, content };
}
