import { SendOutlined, SmileOutlined } from "@ant-design/icons";
import { chatLimits } from "@portal/shared";
import { Button, Input, Popover } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import "./chat.css";

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

/** The message box: Enter sends, Shift+Enter starts a new line, emoji from a small palette. */
export function ChatInput({
  onSend,
  onTyping,
  disabled,
  initialText = "",
  onDraft,
}: {
  onSend: (text: string) => void;
  onTyping?: (text: string) => void;
  disabled?: boolean;
  initialText?: string;
  onDraft?: (text: string) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(initialText);
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
