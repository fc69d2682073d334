import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { pushUnreadCount, userRoom } from "./rooms.ts";
import { addNotices, type Notice } from "./use-cases/add-notices.ts";
import { countUnread } from "./use-cases/count-unread.ts";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Stores notices for members and pushes each recipient's unread count to their open pages.
     * Call it after the write it tells of has committed. It never throws: a notice is not worth
     * failing the write that caused it, so a failure is logged. A notice to its own actor is
     * left out.
     */
    notify(notices: readonly Notice[]): Promise<void>;
  }
}

/**
 * The message centre as every module reaches it: `app.notify`. Every signed-in socket joins its
 * member's room, so a count sent there reaches each open tab, on any instance when the socket
 * server runs on Redis.
 */
export const messageCentre = fp(
  async (app: FastifyInstance) => {
    app.decorate("notify", async (notices: readonly Notice[]) => {
      try {
        const recipients = await addNotices({ db: app.db, notices, now: app.now() });
        const counts = await countUnread({ db: app.db, userIds: recipients });
        for (const [userId, count] of counts) pushUnreadCount(app, userId, count);
      } catch (error) {
        app.log.error({ err: error, notices: notices.length }, "notices were not delivered");
      }
    });

    app.io.on("connection", (socket) => {
      const { auth } = socket.data;
      if (auth) socket.join(userRoom(auth.userId));
    });
  },
  { name: "message-centre", dependencies: ["database", "socket"] },
);
