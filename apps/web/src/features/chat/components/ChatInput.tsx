import {
  AudioOutlined,
  PaperClipOutlined,
  PictureOutlined,
  SendOutlined,
  SmileOutlined,
} from "@ant-design/icons";
import {
  type ChatUploadAnswer,
  type ChatUploadKind,
  chatLimits,
  chatUploadExtensions,
} from "@portal/shared";
import { Alert, Button, Input, Popover, Progress, Tooltip } from "antd";
import { type ReactNode, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { HttpError } from "../../../lib/http.ts";
import { uploadChatFile } from "../api.ts";
import "./chat.css";

const uploadButtons: { kind: ChatUploadKind; icon: ReactNode }[] = [
  { kind: "image", icon: <PictureOutlined /> },
  { kind: "file", icon: <PaperClipOutlined /> },
  { kind: "sound", icon: <AudioOutlined /> },
];

const acceptOf = (kind: ChatUploadKind) =>
  [
    ...(kind === "image" ? ["image/*"] : kind === "sound" ? ["audio/*"] : []),
    ...chatUploadExtensions[kind].map((extension) => `.${extension}`),
  ].join(",");

/** Where uploads go: the conversation, and what to do with the message the server answered. */
export type ChatUploadTarget = {
  clientChatId: string | null;
  onUploaded: (answer: ChatUploadAnswer) => void;
};

/** The picture, file and sound buttons, the progress of the upload, and a refusal's message. */
function useUploads(target: ChatUploadTarget | undefined, disabled: boolean | undefined) {
  const { t } = useTranslation();
  const inputs = useRef<Partial<Record<ChatUploadKind, HTMLInputElement | null>>>({});
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const start = async (kind: ChatUploadKind, file: File) => {
    if (!target?.clientChatId) return;
    setFailure(null);
    setProgress({ name: file.name, percent: 0 });
    try {
      const answer = await uploadChatFile({
        kind,
        clientChatId: target.clientChatId,
        file,
        onProgress: (percent) => setProgress({ name: file.name, percent }),
      });
      target.onUploaded(answer);
    } catch (error) {
      setFailure(error instanceof HttpError ? error.msg : t("chat.upload.failed"));
    } finally {
      setProgress(null);
    }
  };

  if (!target) return { buttons: null, status: null };
  const unavailable = disabled || !target.clientChatId || progress !== null;
  const buttons = uploadButtons.map(({ kind, icon }) => (
    <span key={kind}>
      <input
        ref={(element) => {
          inputs.current[kind] = element;
        }}
        type="file"
        hidden
        accept={acceptOf(kind)}
        data-upload-kind={kind}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) void start(kind, file);
        }}
      />
      <Tooltip title={t(`chat.upload.${kind}`)}>
        <Button
          type="text"
          icon={icon}
          aria-label={t(`chat.upload.${kind}`)}
          disabled={unavailable}
          onClick={() => inputs.current[kind]?.click()}
        />
      </Tooltip>
    </span>
  ));
  const status = progress ? (
    <div className="chat-upload-progress" role="status">
      <span className="chat-upload-name">{t("chat.upload.sending", { name: progress.name })}</span>
      <Progress percent={progress.percent} size="small" />
    </div>
  ) : failure ? (
    <Alert
      type="error"
      showIcon
      closable={{ onClose: () => setFailure(null) }}
      title={t("chat.upload.refused", { reason: failure })}
    />
  ) : null;
  return { buttons, status };
}

const emoji = [
  "😀",
  "😊",
  "😂",
  "👍",
  "👌",
  "🙏",
  "👏",
  "🎉",
  "🤔",
  "😅",
  "😢",
  "❤️",
  "✅",
  "❓",
  "📶",
  "📡",
];

/**
 * The message box: Enter sends, Shift+Enter starts a new line, emoji from a small palette,
 * pictures, files and sounds through the upload call, and the caller's own tools (quick
 * replies), which may insert text.
 */
export function ChatInput({
  onSend,
  onTyping,
  disabled,
  initialText = "",
  onDraft,
  upload,
  tools,
}: {
  onSend: (text: string) => void;
  onTyping?: (text: string) => void;
  disabled?: boolean;
  initialText?: string;
  onDraft?: (text: string) => void;
  upload?: ChatUploadTarget;
  tools?: (insert: (text: string) => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(initialText);
  const uploads = useUploads(upload, disabled);
  const change = (next: string) => {
    setText(next);
    onTyping?.(next);
    onDraft?.(next);
  };
  const send = () => {
    if (!text.trim() || disabled) return;
    onSend(text);
    change("");
  };
  return (
    <div className="chat-input">
      {uploads.status}
      <Input.TextArea
        value={text}
        maxLength={chatLimits.textMaxLength}
        autoSize={{ minRows: 2, maxRows: 5 }}
        placeholder={t("chat.placeholder")}
        aria-label={t("chat.placeholder")}
        onChange={(event) => change(event.target.value)}
        onPressEnter={(event) => {
          if (event.shiftKey || event.nativeEvent.isComposing) return;
          event.preventDefault();
          send();
        }}
      />
      <div className="chat-input-actions">
        <div className="chat-input-tools">
          <Popover
            trigger="click"
            content={
              <div className="chat-emoji-grid">
                {emoji.map((symbol) => (
                  <button
                    key={symbol}
                    type="button"
                    className="chat-emoji"
                    onClick={() => change(`${text}${symbol}`)}
                  >
                    {symbol}
                  </button>
                ))}
              </div>
            }
          >
            <Button type="text" icon={<SmileOutlined />} aria-label={t("chat.emoji")} />
          </Popover>
          {uploads.buttons}
          {tools?.((inserted) => change(text ? `${text}${inserted}` : inserted))}
        </div>
        <Button
          type="primary"
          icon={<SendOutlined />}
          onClick={send}
          disabled={disabled || !text.trim()}
        >
          {t("chat.send")}
        </Button>
      </div>
    </div>
  );
}
