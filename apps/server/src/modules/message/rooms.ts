import { messageEvents } from "@portal/shared";
import type { FastifyInstance } from "fastify";

/** The Socket.IO room every signed-in socket of a member joins: their message count goes there. */
export function userRoom(userId: number): string {
  return `user:${userId}`;
}

/** Tells every open page of a member (on any instance) their unread count. */
export function pushUnreadCount(app: FastifyInstance, userId: number, count: number) {
  app.io.to(userRoom(userId)).emit(messageEvents.unread, { count });
}
