import {
  type ChatAck,
  type ChatConsoleAction,
  type ChatConsoleState,
  type ChatMessage,
  type ChatNotification,
  type ChatUploadAnswer,
  type ClientChatSummary,
  chatConsoleReducer,
  chatEvents,
  chatLimits,
  chatNotificationPolicy,
  initialChatConsoleState,
  type ServerChatIdentity,
} from "@portal/shared";
import type { Socket } from "socket.io-client";
import { create } from "zustand";
import { i18n } from "../../i18n/i18n.ts";
import { navigateTo } from "../../lib/navigation.ts";
import { fetchCurrentHistory, fetchServedChats } from "./api.ts";
import { openChatSocket, randomId } from "./chat-socket.ts";
import { createOutbox } from "./outbox.ts";

/**
 * How far the console has read the chats its agent serves (findOnlineUsers), since the socket
 * last connected: events tell it of the rest as they happen.
 */
export type ChatListPaging = {
  pagesRead: number;
  /** The server's count at the last page read; null before the first. */
  total: number | null;
  loading: boolean;
  error: Error | null;
};

const unreadList: ChatListPaging = { pagesRead: 0, total: null, loading: false, error: null };

/** Whether another page may hold chats the console has not been told of. */
export function hasMoreChats({ pagesRead, total }: ChatListPaging): boolean {
  return total === null || pagesRead * chatLimits.consolePageSize < total;
}

type AgentConsole = {
  chats: ChatConsoleState;
  list: ChatListPaging;
  identity: ServerChatIdentity | null;
  connection: "idle" | "connecting" | "online" | "reconnecting" | "offline";
  /** The agent's messages not yet acknowledged, and the reason of those refused. */
  sending: Record<string, { pending: boolean; failure?: string }>;
  start: () => void;
  goOffline: () => void;
  dispatch: (action: ChatConsoleAction) => void;
  /** Reads the next page of the agent's chats, unless one is being read or none is left. */
  loadMoreChats: () => void;
  send: (clientChatId: string, text: string) => void;
  /** Sends what an upload answered as a message. */
  sendUpload: (clientChatId: string, answer: ChatUploadAnswer) => void;
};

type ClientEvent = { clientChatEn: ClientChatSummary; msg?: ChatMessage };

let socket: Socket | undefined;
const shown = new Map<string, Notification>();

/** Shows new notifications on the desktop and closes those the console dropped. */
function showNotifications(before: ChatNotification[], after: ChatNotification[]) {
  if (typeof Notification === "undefined" || Notification.permission !== "granted") return;
  const kept = new Set(after.map((notification) => notification.id));
  for (const notification of before) {
    if (!kept.has(notification.id)) {
      shown.get(notification.id)?.close();
      shown.delete(notification.id);
    }
  }
  const known = new Set(before.map((notification) => notification.id));
  for (const notification of after) {
    if (known.has(notification.id)) continue;
    const desktop = new Notification(
      i18n.t("chat.console.newMessage", { name: notification.title }),
      { body: notification.body, tag: notification.id },
    );
    desktop.onclick = () => {
      window.focus();
      navigateTo("/im");
      useAgentConsole
        .getState()
        .dispatch({ type: "select", clientChatId: notification.clientChatId });
    };
    shown.set(notification.id, desktop);
    setTimeout(
      () =>
        useAgentConsole.getState().dispatch({ type: "notificationClosed", id: notification.id }),
      chatNotificationPolicy.closeAfterMs,
    );
  }
}

/**
 * The agent's console: the socket stays open while the agent moves to other pages of the
 * portal, so a visitor's message there raises a desktop notification.
 */
export const useAgentConsole = create<AgentConsole>()((set, get) => {
  const outbox = createOutbox((payload) =>
    (socket as Socket).timeout(10_000).emitWithAck(chatEvents.serverSendMessage, payload),
  );
  /** Each chat's events in order: a message waits for the history its CLIENT_ON loads. */
  const queues = new Map<string, Promise<void>>();
  function inOrder(clientChatId: string, work: () => Promise<void> | void) {
    const next = (queues.get(clientChatId) ?? Promise.resolve()).then(work, work).catch(() => {});
    queues.set(clientChatId, next);
  }

  /** A chat connected (CLIENT_ON, or a page of the list): shown with its latest messages. */
  function chatOn(clientChatEn: ClientChatSummary) {
    inOrder(clientChatEn.clientChatId, async () => {
      const history = await fetchCurrentHistory(clientChatEn.clientChatId).catch(() => []);
      get().dispatch({ type: "clientOn", clientChatEn, history, at: new Date().toISOString() });
    });
  }

  /** Bumped when the socket connects again: a page read before then no longer counts. */
  let listReading = 0;

  async function connect() {
    const opened = await openChatSocket("agent");
    socket = opened;
    opened.on("connect", () => set({ connection: "online" }));
    opened.on("disconnect", () => {
      outbox.setReady(false);
      if (get().connection !== "offline") set({ connection: "reconnecting" });
    });
    opened.on(chatEvents.serverOn, (identity: ServerChatIdentity) => {
      listReading += 1;
      set({ identity, connection: "online", list: unreadList });
      outbox.setReady(true);
    });
    opened.on(chatEvents.clientOn, ({ clientChatEn }: ClientEvent) => chatOn(clientChatEn));
    opened.on(chatEvents.clientOff, ({ clientChatEn }: ClientEvent) =>
      inOrder(clientChatEn.clientChatId, () =>
        get().dispatch({
          type: "clientOff",
          clientChatId: clientChatEn.clientChatId,
          at: new Date().toISOString(),
        }),
      ),
    );
    opened.on(chatEvents.clientSendMessage, ({ clientChatEn, msg }: ClientEvent) =>
      inOrder(clientChatEn.clientChatId, () => {
        if (msg) get().dispatch({ type: "message", clientChatId: clientChatEn.clientChatId, msg });
      }),
    );
    window.addEventListener("pagehide", () => opened.emit(chatEvents.serverOff));
  }

  function sendMessage(
    clientChatId: string,
    content: Pick<ChatMessage, "contentType" | "content">,
  ) {
    const id = randomId();
    const msg = { id, ...content };
    get().dispatch({
      type: "message",
      clientChatId,
      msg: { ...msg, role: "server", createTime: new Date().toISOString() },
    });
    set({ sending: { ...get().sending, [id]: { pending: true } } });
    outbox.send(id, { clientChatId, msg, serverChatEn: get().identity }, (ack: ChatAck) =>
      set({
        sending: {
          ...get().sending,
          [id]: { pending: false, failure: ack.ok ? undefined : ack.msg },
        },
      }),
    );
  }

  return {
    chats: initialChatConsoleState,
    list: unreadList,
    identity: null,
    connection: "idle",
    sending: {},
    start() {
      const { connection } = get();
      if (connection === "offline" && socket) {
        set({ connection: "connecting" });
        socket.connect();
        return;
      }
      if (connection !== "idle") return;
      set({ connection: "connecting" });
      connect().catch(() => set({ connection: "idle" }));
    },
    goOffline() {
      set({ connection: "offline" });
      outbox.setReady(false);
      socket?.emit(chatEvents.serverOff);
    },
    dispatch(action) {
      const before = get().chats;
      const after = chatConsoleReducer(before, action);
      if (after === before) return;
      set({ chats: after });
      if (after.notifications !== before.notifications) {
        showNotifications(before.notifications, after.notifications);
      }
    },
    loadMoreChats() {
      const { list } = get();
      if (list.loading || !hasMoreChats(list)) return;
      const reading = listReading;
      const page = list.pagesRead + 1;
      set({ list: { ...list, loading: true, error: null } });
      fetchServedChats(page).then(
        (answer) => {
          if (reading !== listReading) return;
          // Chats an event told of (or is telling of) are left to it.
          for (const clientChatEn of answer.list) {
            if (!queues.has(clientChatEn.clientChatId)) chatOn(clientChatEn);
          }
          set({ list: { pagesRead: page, total: answer.total, loading: false, error: null } });
        },
        (error: Error) => {
          if (reading === listReading) set({ list: { ...get().list, loading: false, error } });
        },
      );
    },
    send(clientChatId, text) {
      const content = text.trim();
      if (content) sendMessage(clientChatId, { contentType: "text", content });
    },
    sendUpload(clientChatId, { contentType, content }) {
      sendMessage(clientChatId, { contentType, content });
    },
  };
});
