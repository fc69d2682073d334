import { FileOutlined } from "@ant-design/icons";
import { type ChatMessage, type ConsoleLine, formatBytes, parseChatUpload } from "@portal/shared";
import { Avatar, Image } from "antd";
import { useTranslation } from "react-i18next";
import { useAppStore } from "../../../lib/app-store.ts";
import "./chat.css";

/** A message's content, always rendered as text (never as HTML); only the portal's own uploads are shown as media or links. */
function Content({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  const { contentType, content } = message;
  const upload = contentType === "text" ? undefined : parseChatUpload(content);
  if (contentType === "image" && upload && !upload.fileName) {
    return <Image src={upload.url} alt={t("chat.image")} width={160} />;
  }
  if (contentType === "file" && upload) {
    const name = upload.fileName || upload.url.split("/").at(-1);
    return (
      <a href={upload.url} download={name} rel="noopener" className="chat-file">
        <FileOutlined aria-hidden />
        <span className="chat-file-name">{name}</span>
        {upload.size ? <span className="chat-file-size">{formatBytes(upload.size)}</span> : null}
      </a>
    );
  }
  if (contentType === "sound" && upload && !upload.fileName) {
    // biome-ignore lint/a11y/useMediaCaption: a visitor's voice message has no caption track
    return <audio controls src={upload.url} aria-label={t("chat.sound")} className="chat-sound" />;
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
}: {
  line: ConsoleLine;
  mine: boolean;
  author?: { name: string; avatarUrl?: string | null };
  /** "sending", or the reason it was refused. */
  status?: string;
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
          <Content message={line} />
        </div>
        {status ? <div className="chat-line-status">{status}</div> : null}
      </div>
    </div>
  );
}
