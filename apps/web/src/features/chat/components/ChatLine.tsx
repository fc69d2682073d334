import { FileOutlined, LoadingOutlined } from "@ant-design/icons";
import { type ChatMessage, type ConsoleLine, formatBytes, parseChatUpload } from "@portal/shared";
import { Avatar, Image, Spin } from "antd";
import { type MouseEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAppStore } from "../../../lib/app-store.ts";
import { http } from "../../../lib/http.ts";
import { fetchChatFile } from "../api.ts";
import "./chat.css";

/**
 * A chat file's bytes as an object URL while the line is shown (revoked when it goes): chat
 * files are read through the access check, which an `<img>` or `<audio>` cannot send the
 * session or the visitor's chat id to.
 */
function useChatFileAddress(url: string, visitorChatId: string | undefined) {
  const [address, setAddress] = useState<{ objectUrl?: string; failed: boolean }>({
    failed: false,
  });
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | undefined;
    setAddress({ failed: false });
    fetchChatFile(url, { visitorChatId, signal: controller.signal }).then(
      (blob) => {
        if (controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setAddress({ objectUrl, failed: false });
      },
      () => {
        if (!controller.signal.aborted) setAddress({ failed: true });
      },
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, visitorChatId]);
  return address;
}

/** A picture or a voice message: a placeholder while it loads, a note if it cannot. */
function ChatMedia({
  kind,
  url,
  visitorChatId,
}: {
  kind: "image" | "sound";
  url: string;
  visitorChatId: string | undefined;
}) {
  const { t } = useTranslation();
  const { objectUrl, failed } = useChatFileAddress(url, visitorChatId);
  const label = kind === "image" ? t("chat.image") : t("chat.sound");
  if (failed) {
    return (
      <span className="chat-file-failed" role="alert">
        {t("chat.fileFailed", { kind: label })}
      </span>
    );
  }
  if (!objectUrl) {
    return (
      <span className={`chat-file-loading chat-file-loading-${kind}`} role="status">
        <Spin indicator={<LoadingOutlined />} size="small" />
        <span>{t("chat.fileLoading", { kind: label })}</span>
      </span>
    );
  }
  if (kind === "image") return <Image src={objectUrl} alt={label} width={160} />;
  // biome-ignore lint/a11y/useMediaCaption: a visitor's voice message has no caption track
  return <audio controls src={objectUrl} aria-label={label} className="chat-sound" />;
}

/**
 * A file sent in chat: its name and size at once, its bytes fetched (with the session or the
 * visitor's chat id) only when it is clicked, then saved under its name.
 */
function ChatFileLink({
  url,
  name,
  size,
  visitorChatId,
}: {
  url: string;
  name: string;
  size: number | undefined;
  visitorChatId: string | undefined;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<"ready" | "loading" | "failed">("ready");
  const download = async (event: MouseEvent) => {
    event.preventDefault();
    if (state === "loading") return;
    setState("loading");
    try {
      http.saveBlob(await fetchChatFile(url, { visitorChatId }), name);
      setState("ready");
    } catch {
      setState("failed");
    }
  };
  return (
    <>
      <a
        href={url}
        download={name}
        onClick={download}
        aria-busy={state === "loading"}
        className="chat-file"
      >
        {state === "loading" ? <LoadingOutlined aria-hidden /> : <FileOutlined aria-hidden />}
        <span className="chat-file-name">{name}</span>
        {size ? <span className="chat-file-size">{formatBytes(size)}</span> : null}
      </a>
      {state === "failed" ? (
        <span className="chat-file-failed" role="alert">
          {t("chat.fileFailed", { kind: t("chat.file") })}
        </span>
      ) : null}
    </>
  );
}

/** A message's content, always rendered as text (never as HTML); only the portal's own uploads are shown as media or links. */
function Content({
  message,
  visitorChatId,
}: {
  message: ChatMessage;
  visitorChatId: string | undefined;
}) {
  const { contentType, content } = message;
  const upload = contentType === "text" ? undefined : parseChatUpload(content);
  if ((contentType === "image" || contentType === "sound") && upload && !upload.fileName) {
    return <ChatMedia kind={contentType} url={upload.url} visitorChatId={visitorChatId} />;
  }
  if (contentType === "file" && upload) {
    return (
      <ChatFileLink
        url={upload.url}
        name={upload.fileName || upload.url.split("/").at(-1) || ""}
        size={upload.size}
        visitorChatId={visitorChatId}
      />
    );
  }
  return <span className="chat-text">{content}</span>;
}

/** A system line: a time stamp, or what happened to the conversation. */
function SystemLine({ line }: { line: ConsoleLine }) {
  const { t } = useTranslation();
  const language = useAppStore((state) => state.language);
  const text =
    line.systemKind === "time" || !line.systemKind
      ? new Date(line.createTime).toLocaleString(language)
      : t(`chat.system.${line.systemKind}`);
  return (
    <div className="chat-system-line" role="note">
      {text}
    </div>
  );
}

/** One line of a conversation, mine on the right. */
export function ChatLine({
  line,
  mine,
  author,
  status,
  visitorChatId,
}: {
  line: ConsoleLine;
  mine: boolean;
  author?: { name: string; avatarUrl?: string | null };
  /** "sending", or the reason it was refused. */
  status?: string;
  /** The anonymous visitor's own conversation id, which opens its conversation's files. */
  visitorChatId?: string | undefined;
}) {
  if (line.role === "sys") return <SystemLine line={line} />;
  return (
    <div className={`chat-line ${mine ? "chat-line-mine" : ""}`} data-message-id={line.id}>
      {author && !mine ? (
        <Avatar size="small" src={author.avatarUrl || undefined} className="chat-line-avatar">
          {author.name.slice(0, 1)}
        </Avatar>
      ) : null}
      <div className="chat-bubble">
        <div data-user-content>
          <Content message={line} visitorChatId={visitorChatId} />
        </div>
        {status ? <div className="chat-line-status">{status}</div> : null}
      </div>
    </div>
  );
}
