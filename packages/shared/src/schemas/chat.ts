import { z } from "zod";
import { officeFileExtensions, pictureExtensions } from "../upload-kinds.ts";
import {
  multiLine,
  pageOf,
  pageQuery,
  recordId,
  recordIdFromText,
  recordVersion,
  shownName,
  singleLine,
} from "./common.ts";

/** Who wrote a chat line: the system, the visitor or the agent. */
const chatRoles = ["sys", "client", "server"] as const;

/** What a chat message carries; `preInput` is the visitor's live typing, never stored. */
const chatContentTypes = ["text", "image", "file", "sound", "preInput"] as const;

/** The Socket.IO events of live chat, named as the spec names them. */
export const chatEvents = {
  serverOn: "SERVER_ON",
  serverOff: "SERVER_OFF",
  clientOn: "CLIENT_ON",
  clientOff: "CLIENT_OFF",
  clientSendMessage: "CLIENT_SEND_MSG",
  serverSendMessage: "SERVER_SEND_MSG",
  /** A refused event, with the reason in the socket's language: nothing is dropped silently. */
  error: "CHAT_ERROR",
} as const;

export const chatLimits = {
  textMaxLength: 2000,
  preInputMaxLength: 500,
  urlMaxLength: 500,
  nameMaxLength: 30,
  sourceMaxLength: 500,
  /** Messages a conversation (visitor or agent side) may send per window. */
  messagesPerWindow: 20,
  rateWindowMs: 10_000,
  /** Messages the agent console loads when a chat connects. */
  recentHistorySize: 50,
  /**
   * The console's list is read in pages of this many open conversations, latest message first;
   * a console that connects is told (CLIENT_ON) of its first page only, not of every chat its
   * agent serves.
   */
  consolePageSize: 20,
  imageMaxBytes: 5 * 1024 * 1024,
  fileMaxBytes: 20 * 1024 * 1024,
  soundMaxBytes: 5 * 1024 * 1024,
  /** Uploads one conversation (or one agent) may send per minute. */
  uploadsPerMinute: 10,
  /** The longest name a file message carries, before percent-encoding. */
  fileNameMaxLength: 100,
  quickReplyMaxLength: 500,
  quickRepliesPerAgent: 100,
} as const;

/** What can be sent in chat as an upload. */
export const chatUploadKinds = ["image", "file", "sound"] as const;
export type ChatUploadKind = (typeof chatUploadKinds)[number];

/** The name extensions each chat upload accepts (images are also recognised by their bytes). */
export const chatUploadExtensions = {
  image: pictureExtensions,
  file: [...officeFileExtensions, "log", "json", "hex"],
  sound: ["mp3", "wav", "ogg", "webm", "m4a"],
} as const satisfies Record<ChatUploadKind, readonly string[]>;

/** A message id the client chose (a UUID or similar): the server stores each once. */
const chatMessageId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

/** The id an anonymous visitor's browser keeps: random, so it is the visitor's own key. */
const anonymousChatId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

/** The conversation of a signed-in visitor is keyed by the user, never by what the browser says. */
export function memberChatId(userId: number) {
  return `user-${userId}`;
}

/** Any conversation's key: an anonymous visitor's id or a member's `user-<id>`. */
const clientChatId = z.string().regex(/^(user-[1-9][0-9]{0,9}|[A-Za-z0-9_-]{16,64})$/);

/** The folder of each kind of upload inside its conversation's folder of the private store. */
export const chatUploadFolders = {
  image: "images",
  file: "files",
  sound: "sounds",
} as const satisfies Record<ChatUploadKind, string>;

/**
 * The header in which an anonymous visitor presents its conversation's id (the secret its
 * browser keeps) to open that conversation's files: never in the URL, which logs and
 * referrers keep.
 */
export const chatIdHeader = "x-chat-id";

/** A chat file's stored name: the time, 6 random hexadecimal characters, the extension. */
const storedFileName = String.raw`[0-9]{1,16}[0-9a-f]{6}\.[a-z0-9]{1,10}`;
/** A chat file's key: its conversation's id, its kind's folder, its stored name. */
const chatFileKey = `[1-9][0-9]{0,9}/(${Object.values(chatUploadFolders).join("|")})/${storedFileName}`;

/** `GET /api/im/file?key=<conversation id>/<folder>/<stored name>`: one stored chat file. */
export const chatFileQuery = z.object({
  key: z
    .string()
    .regex(new RegExp(`^${chatFileKey}$`))
    .refine((key) => recordId.safeParse(Number(key.slice(0, key.indexOf("/")))).success),
});

/**
 * Who asks for a chat file without an account: its conversation's id, in a header (loose: the
 * request's other headers, its session and range, stay as they came).
 */
export const chatFileHeaders = z.looseObject({ [chatIdHeader]: anonymousChatId.optional() });

/** Where a chat file is read, through the access check. */
const chatFileAddress = String.raw`/api/im/file\?key=${chatFileKey}`;
/**
 * Where chat files were before they moved behind the access check: the public store's
 * address, still read from the messages stored then.
 */
const publicUploadAddress = "/uploads/[A-Za-z0-9._/-]+";
/** A file message carries its name and size last in the URL's query. */
const nameAndSize = "name=(?<name>[A-Za-z0-9%._~-]{1,1000})&size=(?<size>[0-9]{1,12})";

/** A picture or sound sent in chat travels as the URL the upload call answered. */
const uploadedUrl = z
  .string()
  .max(chatLimits.urlMaxLength)
  .regex(new RegExp(`^${chatFileAddress}$`));

/**
 * A file message carries its name and size in the URL's query (the download route ignores
 * them), so the other side shows "name (size)" without another call.
 */
const uploadedFileUrl = z
  .string()
  .max(chatLimits.urlMaxLength * 3)
  .regex(new RegExp(`^${chatFileAddress}(&${nameAndSize})?$`));

/** Any upload message ever stored: today's address, or the public one of older messages. */
const storedUpload = new RegExp(
  `^(?<url>${chatFileAddress}|${publicUploadAddress})([?&]${nameAndSize})?$`,
);

/** Percent-encodes every character but letters, digits and `-._~`. */
function strictlyEncoded(text: string) {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The content of a file message: the upload's URL with its name and size. */
export function chatFileContent(url: string, fileName: string, size: number) {
  const name = [...fileName].slice(0, chatLimits.fileNameMaxLength).join("");
  return `${url}${url.includes("?") ? "&" : "?"}name=${strictlyEncoded(name)}&size=${size}`;
}

/**
 * An upload message's URL (and a file's name and size), or undefined when the content is not
 * one of the portal's own uploads: such content is shown as text.
 */
export function parseChatUpload(
  content: string,
): { url: string; fileName?: string; size?: number } | undefined {
  if (content.length > chatLimits.urlMaxLength * 3 || content.includes("..")) return undefined;
  const { url, name, size } = storedUpload.exec(content)?.groups ?? {};
  if (url === undefined) return undefined;
  if (name === undefined) return { url };
  try {
    return { url, fileName: decodeURIComponent(name), size: Number(size) };
  } catch {
    return { url };
  }
}

const textContent = multiLine().min(1).max(chatLimits.textMaxLength);

/** What an agent may send: a text, or the URL of an uploaded image, file or sound. */
const storedMessageInput = [
  z.object({ id: chatMessageId, contentType: z.literal("text"), content: textContent }),
  z.object({ id: chatMessageId, contentType: z.literal("image"), content: uploadedUrl }),
  z.object({ id: chatMessageId, contentType: z.literal("file"), content: uploadedFileUrl }),
  z.object({ id: chatMessageId, contentType: z.literal("sound"), content: uploadedUrl }),
] as const;
const agentMessageInput = z.discriminatedUnion("contentType", [...storedMessageInput]);

/** What a visitor may send: the same, plus its live typing. */
export const visitorMessageInput = z.discriminatedUnion("contentType", [
  ...storedMessageInput,
  z.object({
    id: chatMessageId,
    contentType: z.literal("preInput"),
    content: z.string().max(chatLimits.preInputMaxLength),
  }),
]);
export type VisitorMessageInput = z.infer<typeof visitorMessageInput>;

/** A chat message as the server stores and sends it. */
export const chatMessage = z.object({
  id: z.string(),
  role: z.enum(chatRoles),
  contentType: z.enum(chatContentTypes),
  content: z.string(),
  /** ISO 8601, set by the server when it first stored the message. */
  createTime: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** The visitor's identity in a conversation (`clientChatEn`). */
const clientChatIdentity = z.object({
  clientChatId: anonymousChatId,
  clientChatName: shownName(
    (name) => name.min(1).max(chatLimits.nameMaxLength),
    "validation.chatName.characters",
  ),
  sourceInfo_way: singleLine().max(chatLimits.sourceMaxLength).optional(),
});

/** The agent's identity (`serverChatEn`). */
export const serverChatIdentity = z.object({
  serverChatId: z.string(),
  serverChatName: z.string(),
  avatarUrl: z.string().nullable(),
});
export type ServerChatIdentity = z.infer<typeof serverChatIdentity>;

/** `CLIENT_ON` from a visitor; a signed-in visitor's id is replaced by its member key. */
export const clientOnPayload = z.object({ clientChatEn: clientChatIdentity });

/** `CLIENT_SEND_MSG` from a visitor: the conversation is the one its `CLIENT_ON` opened. */
export const clientSendPayload = z.object({
  clientChatEn: z.object({ clientChatId: z.string().max(64) }).optional(),
  msg: visitorMessageInput,
});

/** `SERVER_SEND_MSG` from an agent. */
export const serverSendPayload = z.object({
  clientChatId,
  msg: agentMessageInput,
  serverChatEn: z.unknown().optional(),
});

/** The acknowledgement of `CLIENT_SEND_MSG` and `SERVER_SEND_MSG`. */
export type ChatAck = { ok: true; id: string } | { ok: false; msg: string };

/** Why an event was refused, in `CHAT_ERROR` and in a failed acknowledgement. */
export const chatErrorCodes = [
  "bad_request",
  "forbidden",
  "too_many_requests",
  "not_found",
  "service_unavailable",
] as const;
export type ChatError = { code: (typeof chatErrorCodes)[number]; msg: string; id?: string };

/** A conversation as agents see it. */
export const clientChatSummary = z.object({
  clientChatId: z.string(),
  clientChatName: z.string(),
  /** The member's account when a signed-in member chats (their title and page); null for a visitor. */
  memberId: z.number().nullable(),
  sourceInfo_way: z.string().nullable(),
  state: z.enum(["on", "off"]),
  lastMsgTime: z.string().nullable(),
});
export type ClientChatSummary = z.infer<typeof clientChatSummary>;

/**
 * `GET /api/im/findOnlineUsers`: the open conversations, a page at a time, latest message first;
 * `mine`: only those the asking agent serves (what its console lists).
 */
export const onlineUsersQuery = pageQuery.extend({
  scope: z.enum(["all", "mine"]).default("all"),
});
export const clientChatPage = pageOf(clientChatSummary);

/** `GET /api/im/findHistoryMsg` and the management search. */
export const chatHistoryQuery = pageQuery.extend({ clientChatId });
export const chatMessagePage = pageOf(chatMessage);

/** `GET /api/im/findCurrentHistoryMsg`: the latest messages of one conversation. */
export const currentHistoryQuery = z.object({ clientChatId });

/** `GET /api/im/findUserHistoryMsg`: the visitor's own history (anonymous: its kept id). */
export const userHistoryQuery = z.object({ clientChatId: anonymousChatId.optional() });

/** `POST /api/im/chat-user-history`: a staff member's conversation with one member. */
export const chatUserHistoryBody = z.object({ currentUserId: recordId, targetUserId: recordId });

/** `GET /api/nettySocketController/getIMServerList`: where the browser opens the socket. */
export const imServer = z.object({ url: z.string(), path: z.string() });

/** `POST /api/im/upload`: which kind of upload, into which conversation. */
export const chatUploadQuery = z.object({ kind: z.enum(chatUploadKinds), clientChatId });

/** The answer of a chat upload: the message to send as it is. */
export const chatUploadAnswer = z.object({
  contentType: z.enum(chatUploadKinds),
  content: z.string(),
  fileName: z.string(),
  size: z.number(),
});
export type ChatUploadAnswer = z.infer<typeof chatUploadAnswer>;

/** An agent's canned answer, inserted into the console's input with a click. */
export const quickReply = z.object({
  id: z.number(),
  content: z.string(),
  sortOrder: z.number(),
  version: z.number(),
});
export type QuickReply = z.infer<typeof quickReply>;

const quickReplyContent = multiLine().min(1).max(chatLimits.quickReplyMaxLength);
export const quickReplyCreateInput = z.object({ content: quickReplyContent });
export const quickReplyUpdateInput = z.object({
  id: recordId,
  content: quickReplyContent,
  version: recordVersion,
});
export type QuickReplyUpdateInput = z.infer<typeof quickReplyUpdateInput>;
export const quickReplyDeleteInput = z.object({ id: recordId });
/** The agent's quick replies in the order to show them: every one of its ids, once. */
export const quickReplyOrderInput = z.object({
  ids: z
    .array(recordId)
    .max(chatLimits.quickRepliesPerAgent)
    .refine((ids) => new Set(ids).size === ids.length),
});

/** The staff search of conversations: by visitor, agent and date of the last message. */
export const chatConversationSearchQuery = pageQuery.extend({
  visitor: singleLine().max(64).optional(),
  agentUserId: recordIdFromText.optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type ChatConversationSearchQuery = z.infer<typeof chatConversationSearchQuery>;

/** A row of the staff search of conversations. */
export const chatConversationRow = z.object({
  clientChatId: z.string(),
  clientChatName: z.string(),
  userId: z.number().nullable(),
  agentUserId: z.number().nullable(),
  agentName: z.string().nullable(),
  state: z.enum(["on", "off"]),
  messageCount: z.number(),
  lastMsgTime: z.string().nullable(),
  createdAt: z.string(),
});
export type ChatConversationRow = z.infer<typeof chatConversationRow>;
export const chatConversationPage = pageOf(chatConversationRow);

/** The agents a staff search may pick from: everyone who has answered in chat. */
export const chatAgentOption = z.object({ id: z.number(), name: z.string() });
