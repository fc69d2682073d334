import { businessLimits } from "../constants.ts";
import type { ChatMessage, ClientChatSummary } from "../schemas/chat.ts";

/** What a system line of the console says; the web words it in the agent's language. */
export type SystemLineKind = "newCustomer" | "reconnected" | "disconnected" | "time";

/** A line of a conversation: a message, or a system line the console added itself. */
export type ConsoleLine = ChatMessage & { systemKind?: SystemLineKind; isNewMsg?: boolean };

/** A conversation as the agent console holds it (the spec's client chat). */
export type ClientChat = {
  clientChatId: string;
  clientChatName: string;
  /** The member's account when a signed-in member chats; null for a visitor. */
  memberId: number | null;
  msgList: ConsoleLine[];
  state: "on" | "off";
  /** When the visitor last connected. */
  accessTime: string;
  inputContent: string;
  newMsgCount: number;
  isFollow: boolean;
  lastMsgTime: string | null;
  /** The time of the last time-stamp line. */
  lastMsgShowTime: string | null;
  lastMsgContent: string;
  sourceInfo_way: string | null;
  /** What the visitor is typing now (`preInput`), never part of the list. */
  preInput: string;
};

/** A desktop notification the console shows for a visitor's message. */
export type ChatNotification = { id: string; clientChatId: string; title: string; body: string };

export type ChatConsoleState = {
  chats: Record<string, ClientChat>;
  selectedId: string | null;
  /** Whether the agent is looking at the console (its page shown and in front). */
  onChatPage: boolean;
  notifications: ChatNotification[];
};

export type ChatConsoleAction =
  | { type: "clientOn"; clientChatEn: ClientChatSummary; history: ChatMessage[]; at: string }
  | { type: "clientOff"; clientChatId: string; at: string }
  | { type: "message"; clientChatId: string; msg: ChatMessage }
  | { type: "select"; clientChatId: string }
  | { type: "follow"; clientChatId: string; isFollow: boolean }
  | { type: "input"; clientChatId: string; text: string }
  | { type: "chatPage"; onChatPage: boolean }
  | { type: "notificationClosed"; id: string };

/** The spec's desktop notification limits (section 9). */
export const chatNotificationPolicy = {
  maxShown: 5,
  closeAfterMs: 10_000,
  textLength: 24,
} as const;

export const initialChatConsoleState: ChatConsoleState = {
  chats: {},
  selectedId: null,
  onChatPage: true,
  notifications: [],
};

/** A notification's text: at most 24 characters, then an ellipsis. */
export function notificationText(content: string): string {
  const characters = [...content];
  if (characters.length <= chatNotificationPolicy.textLength) return content;
  return `${characters.slice(0, chatNotificationPolicy.textLength).join("")}…`;
}

function systemLine(kind: SystemLineKind, at: string, key: string): ConsoleLine {
  return {
    id: `sys-${kind}-${key}`,
    role: "sys",
    contentType: "text",
    content: "",
    createTime: at,
    systemKind: kind,
  };
}

/**
 * Adds a message once (by id): a time-stamp line goes first when it comes more than five
 * minutes after the last shown time.
 */
function withMessage(chat: ClientChat, msg: ChatMessage, isNewMsg: boolean): ClientChat {
  if (chat.msgList.some((line) => line.id === msg.id && !line.systemKind)) return chat;
  const at = Date.parse(msg.createTime);
  const lastShown = chat.lastMsgShowTime ? Date.parse(chat.lastMsgShowTime) : undefined;
  const needsTime =
    lastShown === undefined || at - lastShown > businessLimits.chatTimestampIntervalMs;
  const lines: ConsoleLine[] = needsTime ? [systemLine("time", msg.createTime, msg.id)] : [];
  lines.push(isNewMsg ? { ...msg, isNewMsg } : msg);
  return {
    ...chat,
    msgList: [...chat.msgList, ...lines],
    lastMsgShowTime: needsTime ? msg.createTime : chat.lastMsgShowTime,
    lastMsgTime: msg.createTime,
    lastMsgContent: msg.contentType === "text" ? msg.content : `[${msg.contentType}]`,
  };
}

function newChat(summary: ClientChatSummary, at: string): ClientChat {
  return {
    clientChatId: summary.clientChatId,
    clientChatName: summary.clientChatName,
    memberId: summary.memberId,
    msgList: [],
    state: "on",
    accessTime: at,
    inputContent: "",
    newMsgCount: 0,
    isFollow: false,
    lastMsgTime: null,
    lastMsgShowTime: null,
    lastMsgContent: "",
    sourceInfo_way: summary.sourceInfo_way,
    preInput: "",
  };
}

function updateChat(
  state: ChatConsoleState,
  clientChatId: string,
  change: (chat: ClientChat) => ClientChat,
): ChatConsoleState {
  const chat = state.chats[clientChatId];
  if (!chat) return state;
  return { ...state, chats: { ...state.chats, [clientChatId]: change(chat) } };
}

/** The console's rules of the spec's chat states, as one pure reducer. */
export function chatConsoleReducer(
  state: ChatConsoleState,
  action: ChatConsoleAction,
): ChatConsoleState {
  switch (action.type) {
    case "clientOn": {
      const { clientChatEn, history, at } = action;
      const existing = state.chats[clientChatEn.clientChatId];
      let chat: ClientChat = existing
        ? {
            ...existing,
            state: "on",
            accessTime: at,
            clientChatName: clientChatEn.clientChatName,
            memberId: clientChatEn.memberId,
            sourceInfo_way: clientChatEn.sourceInfo_way,
          }
        : newChat(clientChatEn, at);
      for (const msg of history) chat = withMessage(chat, msg, false);
      const kind: SystemLineKind = existing ? "reconnected" : "newCustomer";
      chat = { ...chat, msgList: [...chat.msgList, systemLine(kind, at, at)] };
      return { ...state, chats: { ...state.chats, [chat.clientChatId]: chat } };
    }
    case "clientOff":
      return updateChat(state, action.clientChatId, (chat) => ({
        ...chat,
        state: "off",
        preInput: "",
        msgList: [...chat.msgList, systemLine("disconnected", action.at, action.at)],
      }));
    case "message": {
      const { msg, clientChatId } = action;
      const chat = state.chats[clientChatId];
      if (!chat) return state;
      if (msg.contentType === "preInput") {
        return updateChat(state, clientChatId, (current) => ({
          ...current,
          preInput: msg.content,
        }));
      }
      const isVisitorMessage = msg.role === "client";
      const unseen = isVisitorMessage && (!state.onChatPage || state.selectedId !== clientChatId);
      const updated = withMessage(chat, msg, unseen);
      if (updated === chat) return state;
      const next = {
        ...updated,
        preInput: isVisitorMessage ? "" : updated.preInput,
        newMsgCount: unseen ? updated.newMsgCount + 1 : updated.newMsgCount,
      };
      const notifications =
        isVisitorMessage && !state.onChatPage
          ? [
              ...state.notifications,
              {
                id: msg.id,
                clientChatId,
                title: chat.clientChatName,
                body: notificationText(next.lastMsgContent),
              },
            ].slice(-chatNotificationPolicy.maxShown)
          : state.notifications;
      return { ...state, chats: { ...state.chats, [clientChatId]: next }, notifications };
    }
    case "select": {
      const selected = updateChat(state, action.clientChatId, (chat) => ({
        ...chat,
        newMsgCount: 0,
      }));
      return { ...selected, selectedId: action.clientChatId };
    }
    case "follow":
      return updateChat(state, action.clientChatId, (chat) => ({
        ...chat,
        isFollow: action.isFollow,
      }));
    case "input":
      return updateChat(state, action.clientChatId, (chat) => ({
        ...chat,
        inputContent: action.text,
      }));
    case "chatPage": {
      const shown = { ...state, onChatPage: action.onChatPage };
      if (!action.onChatPage || !state.selectedId) return shown;
      return updateChat(shown, state.selectedId, (chat) => ({ ...chat, newMsgCount: 0 }));
    }
    case "notificationClosed":
      return {
        ...state,
        notifications: state.notifications.filter((notification) => notification.id !== action.id),
      };
  }
}

/** The conversation list: followed chats first, then by last message time, newest first. */
export function sortedChats(state: ChatConsoleState): ClientChat[] {
  const time = (chat: ClientChat) => (chat.lastMsgTime ? Date.parse(chat.lastMsgTime) : 0);
  return Object.values(state.chats).sort(
    (a, b) =>
      Number(b.isFollow) - Number(a.isFollow) ||
      time(b) - time(a) ||
      Date.parse(b.accessTime) - Date.parse(a.accessTime),
  );
}
