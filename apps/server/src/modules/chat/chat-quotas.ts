import { chatLimits, formatBytes } from "@portal/shared";
import type { Config } from "../../config.ts";
import { addressRange } from "../../platform/http/address-range.ts";
import type { MessageKey } from "../../platform/i18n/registry.ts";
import type { Quota, QuotaMessage } from "../../platform/rate-limit/quota-plugin.ts";

/** A chat limit, with the message that refuses what goes past it. */
export type ChatQuota = Quota & { refusal: MessageKey; params?: Record<string, string | number> };

/** Who sends an upload: an agent (into any conversation) or the visitor of a conversation. */
export type ChatSender =
  | { role: "agent"; agentUserId: number }
  | { role: "visitor"; clientChatId: string };

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;
/** Typing previews may come five times as often as messages. */
const previewsPerMessage = 5;

/**
 * Every limit of live chat as quotas: per conversation and per agent, and for visitors per
 * client address as well (its IPv6 /64), since a visitor without an account can open as many
 * conversations as it likes. Agents are staff and never counted by address: a whole service
 * desk usually shares one.
 */
export function chatQuotas(limits: Config["chat"]) {
  const byAddress = (address: string) => `address:${addressRange(address)}`;
  return {
    /** A visitor's message, or typing preview, in its conversation. */
    visitorMessage(clientChatId: string, address: string, isPreview: boolean): ChatQuota[] {
      const share = isPreview ? previewsPerMessage : 1;
      const kind = isPreview ? "chat-preview" : "chat-message";
      const fromAddress = limits.messagesPerAddressPerMinute * share;
      return [
        {
          key: `${kind}:conversation:${clientChatId}`,
          max: limits.messagesPerMinute * share,
          windowMs: minute,
          refusal: "chat.tooFast",
        },
        {
          key: `${kind}:${byAddress(address)}`,
          max: fromAddress,
          windowMs: minute,
          refusal: "chat.tooFastFromAddress",
          params: { max: fromAddress },
        },
      ];
    },
    agentMessage(agentUserId: number): ChatQuota[] {
      return [
        {
          key: `chat-message:agent:${agentUserId}`,
          max: limits.messagesPerMinute,
          windowMs: minute,
          refusal: "chat.tooFast",
        },
      ];
    },
    /** A conversation opened for the first time. */
    newConversation(address: string): ChatQuota[] {
      const max = limits.conversationsPerAddressPerHour;
      return [
        {
          key: `chat-conversation:${byAddress(address)}`,
          max,
          windowMs: hour,
          refusal: "chat.tooManyConversations",
          params: { max },
        },
      ];
    },
    /** An upload, counted before its file is read. */
    upload(sender: ChatSender, address: string): ChatQuota[] {
      if (sender.role === "agent") {
        return [
          {
            key: `chat-upload:agent:${sender.agentUserId}`,
            max: chatLimits.uploadsPerMinute,
            windowMs: minute,
            refusal: "chat.tooManyUploads",
          },
        ];
      }
      const conversation = `chat-upload:conversation:${sender.clientChatId}`;
      return [
        {
          key: conversation,
          max: chatLimits.uploadsPerMinute,
          windowMs: minute,
          refusal: "chat.tooManyUploads",
        },
        {
          key: conversation,
          max: limits.uploadsPerVisitorPerDay,
          windowMs: day,
          refusal: "chat.tooManyUploadsToday",
          params: { max: limits.uploadsPerVisitorPerDay },
        },
        {
          key: `chat-upload:${byAddress(address)}`,
          max: limits.uploadsPerAddressPerDay,
          windowMs: day,
          refusal: "chat.tooManyUploadsFromAddress",
          params: { max: limits.uploadsPerAddressPerDay },
        },
      ];
    },
    /** The bytes of an upload, counted once its file is read. */
    uploadBytes(sender: ChatSender, address: string): ChatQuota[] {
      if (sender.role === "agent") return [];
      return [
        {
          key: `chat-upload-bytes:conversation:${sender.clientChatId}`,
          max: limits.uploadBytesPerVisitorPerDay,
          windowMs: day,
          refusal: "chat.tooManyBytesToday",
          params: { size: formatBytes(limits.uploadBytesPerVisitorPerDay) },
        },
        {
          key: `chat-upload-bytes:${byAddress(address)}`,
          max: limits.uploadBytesPerAddressPerDay,
          windowMs: day,
          refusal: "chat.tooManyBytesFromAddress",
          params: { size: formatBytes(limits.uploadBytesPerAddressPerDay) },
        },
      ];
    },
  };
}

/** The refusal of an exceeded chat quota: its message, the wait in the unit of its window. */
export function quotaRefusal(
  { windowMs, refusal, params }: ChatQuota,
  retryAfterSeconds: number,
): QuotaMessage {
  const wait: Record<string, number> =
    windowMs <= minute
      ? { seconds: retryAfterSeconds }
      : windowMs <= hour
        ? { minutes: Math.ceil(retryAfterSeconds / 60) }
        : { hours: Math.ceil(retryAfterSeconds / 3600) };
  return { key: refusal, params: { ...params, ...wait } };
}
