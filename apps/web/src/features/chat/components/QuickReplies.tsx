import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  EditOutlined,
  ThunderboltOutlined,
} from "@ant-design/icons";
import { chatLimits, type QuickReply } from "@portal/shared";
import { Button, Empty, Form, Input, List, Modal, Popover, Space, Spin, Tooltip } from "antd";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailure } from "../../../components/LoadFailure.tsx";
import { ConfirmDeleteButton } from "../../../components/management/ConfirmDeleteButton.tsx";
import { maxLengthRule, requiredRule } from "../../../lib/form-rules.ts";
import { useVersionedSave } from "../../../lib/use-versioned-save.ts";
import { useChangeQuickReplies, useQuickReplies } from "../api.ts";
import "./quick-replies.css";

type ReplyForm = { content: string };

/** A small icon button named by its label, which its tooltip shows too. */
function IconAction({
  label,
  icon,
  disabled,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        size="small"
        icon={icon}
        aria-label={label}
        disabled={disabled}
        onClick={onClick}
      />
    </Tooltip>
  );
}

/** One reply of the manager: its text, or its edit form; move, edit and delete buttons. */
function ReplyRow({
  reply,
  index,
  replies,
}: {
  reply: QuickReply;
  index: number;
  replies: QuickReply[];
}) {
  const { t } = useTranslation();
  const change = useChangeQuickReplies();
  const quickReplies = useQuickReplies();
  const [form] = Form.useForm<ReplyForm>();
  // The version the open editor was filled from: null while the reply is only shown.
  const [editedVersion, setEditedVersion] = useState<number | null>(null);
  const runSave = useVersionedSave(form, {
    reload: async () => {
      const fresh = (await quickReplies.refetch()).data?.find((entry) => entry.id === reply.id);
      if (!fresh) {
        setEditedVersion(null);
        return;
      }
      form.setFieldsValue({ content: fresh.content });
      setEditedVersion(fresh.version);
    },
    onSaved: () => setEditedVersion(null),
  });

  const move = (offset: number) => {
    const ids = replies.map((entry) => entry.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + offset, 0, moved);
    change.mutate({ action: "order", ids });
  };

  if (editedVersion !== null) {
    const save = () =>
      runSave(({ content }) =>
        change.mutateAsync({ action: "update", id: reply.id, content, version: editedVersion }),
      );
    return (
      <List.Item className="quick-reply-row">
        <Form form={form} className="quick-reply-edit" initialValues={{ content: reply.content }}>
          <Form.Item
            name="content"
            rules={[
              requiredRule(t, "chat.quickReplies.required"),
              maxLengthRule(t, chatLimits.quickReplyMaxLength),
            ]}
          >
            <Input.TextArea
              autoSize={{ minRows: 2, maxRows: 6 }}
              aria-label={t("chat.quickReplies.content")}
            />
          </Form.Item>
          <Space>
            <Button
              type="primary"
              size="small"
              loading={change.isPending}
              onClick={() => void save()}
            >
              {t("common.save")}
            </Button>
            <Button size="small" onClick={() => setEditedVersion(null)}>
              {t("common.cancel")}
            </Button>
          </Space>
        </Form>
      </List.Item>
    );
  }
  return (
    <List.Item
      className="quick-reply-row"
      actions={[
        <IconAction
          key="up"
          label={t("chat.quickReplies.moveUp")}
          icon={<ArrowUpOutlined />}
          disabled={index === 0 || change.isPending}
          onClick={() => move(-1)}
        />,
        <IconAction
          key="down"
          label={t("chat.quickReplies.moveDown")}
          icon={<ArrowDownOutlined />}
          disabled={index === replies.length - 1 || change.isPending}
          onClick={() => move(1)}
        />,
        <IconAction
          key="edit"
          label={t("common.management.edit")}
          icon={<EditOutlined />}
          onClick={() => setEditedVersion(reply.version)}
        />,
        <ConfirmDeleteButton
          key="delete"
          withIcon
          question={t("chat.quickReplies.confirmDelete")}
          onDelete={() => change.mutateAsync({ action: "delete", id: reply.id })}
        />,
      ]}
    >
      <span className="quick-reply-text">{reply.content}</span>
    </List.Item>
  );
}

/** The agent's own list: add, edit (with its version), delete after a confirmation, order. */
function QuickReplyManager() {
  const { t } = useTranslation();
  const replies = useQuickReplies();
  const change = useChangeQuickReplies();
  const [form] = Form.useForm<ReplyForm>();
  const list = replies.data ?? [];
  if (replies.isError && !replies.data) {
    return (
      <LoadFailure
        title={t("chat.quickReplies.loadFailed")}
        error={replies.error}
        onRetry={() => void replies.refetch()}
      />
    );
  }
  return (
    <div className="quick-reply-manager">
      <List
        loading={replies.isPending}
        dataSource={list}
        rowKey="id"
        locale={{ emptyText: t("chat.quickReplies.empty") }}
        renderItem={(reply, index) => <ReplyRow reply={reply} index={index} replies={list} />}
      />
      <Form
        form={form}
        layout="vertical"
        onFinish={async ({ content }: ReplyForm) => {
          await change.mutateAsync({ action: "add", content });
          form.resetFields();
        }}
      >
        <Form.Item
          name="content"
          label={t("chat.quickReplies.new")}
          rules={[
            requiredRule(t, "chat.quickReplies.required"),
            maxLengthRule(t, chatLimits.quickReplyMaxLength),
          ]}
        >
          <Input.TextArea
            autoSize={{ minRows: 2, maxRows: 6 }}
            placeholder={t("chat.quickReplies.placeholder")}
            showCount
            maxLength={chatLimits.quickReplyMaxLength}
          />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          loading={change.isPending}
          disabled={list.length >= chatLimits.quickRepliesPerAgent}
        >
          {t("chat.quickReplies.add")}
        </Button>
      </Form>
    </div>
  );
}

/** The console's quick replies: a click inserts one into the input; "Manage" edits the list. */
export function QuickReplies({ onPick }: { onPick: (text: string) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [managing, setManaging] = useState(false);
  const replies = useQuickReplies();
  const content = (
    <div className="quick-reply-picker">
      {replies.isPending ? <Spin size="small" /> : null}
      {replies.isError && !replies.data ? (
        <span className="quick-reply-error">{replies.error.message}</span>
      ) : null}
      {replies.data?.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("chat.quickReplies.empty")} />
      ) : null}
      <ul className="quick-reply-options">
        {replies.data?.map((reply) => (
          <li key={reply.id}>
            <button
              type="button"
              className="quick-reply-option"
              onClick={() => {
                onPick(reply.content);
                setOpen(false);
              }}
            >
              {reply.content}
            </button>
          </li>
        ))}
      </ul>
      <Button
        type="link"
        size="small"
        onClick={() => {
          setOpen(false);
          setManaging(true);
        }}
      >
        {t("chat.quickReplies.manage")}
      </Button>
    </div>
  );
  return (
    <>
      <Popover
        trigger="click"
        open={open}
        onOpenChange={setOpen}
        title={t("chat.quickReplies.title")}
        content={content}
      >
        <Tooltip title={t("chat.quickReplies.title")}>
          <Button
            type="text"
            icon={<ThunderboltOutlined />}
            aria-label={t("chat.quickReplies.title")}
          />
        </Tooltip>
      </Popover>
      <Modal
        open={managing}
        title={t("chat.quickReplies.manageTitle")}
        footer={null}
        onCancel={() => setManaging(false)}
        destroyOnHidden
      >
        <QuickReplyManager />
      </Modal>
    </>
  );
}
