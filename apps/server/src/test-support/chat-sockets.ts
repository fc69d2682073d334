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

/** A real Socket.IO client on the chat path, connected (or refused: the error is thrown). */
export function connectChat(
  origin: string,
  auth: SocketAuth = {},
  options: { reconnection?: boolean } = {},
) {
  const socket = io(origin, {
    path: "/socket.io",
    auth,
    transports: ["websocket"],
    forceNew: true,
    reconnection: options.reconnection ?? false,
    reconnectionDelay: 10,
    reconnectionDelayMax: 50,
  });
  const events: { event: string; payload: unknown }[] = [];
  socket.onAny((event: string, payload: unknown) => events.push({ event, payload }));
  return new Promise<ChatClient>((resolve, reject) => {
    socket.once("connect", () => resolve(chatClient(socket, events)));
    socket.once("connect_error", (error) => {
      socket.close();
      reject(error);
    });
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

/** A visitor id as a browser keeps it. */
export function anonymousId() {
  return randomBytes(12).toString("base64url");
}

/** A visitor connected and opened (CLIENT_ON acknowledged); `clientChatId` is its key. */
export async function openedVisitor(origin: string, auth: SocketAuth = {}, name = "Visitor 4821") {
  const visitor = await connectChat(origin, { role: "visitor", ...auth });
  const ack = await visitor.send(chatEvents.clientOn, {
    clientChatEn: { clientChatId: anonymousId(), clientChatName: name, sourceInfo_way: "/product" },
  });
  if (!ack.ok) throw new Error(`CLIENT_ON refused: ${ack.msg}`);
  return Object.assign(visitor, { clientChatId: ack.id });
}

export function textMessage(content: string, id = randomUUID()) {
  return { id, contentType: "text" as const, content };
}
