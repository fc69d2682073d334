import { formatDate } from "@portal/shared";
import { Alert, Button, Drawer, Popconfirm, Select, Skeleton, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailure } from "../../../components/LoadFailure.tsx";
import { showSuccess } from "../../../lib/feedback.ts";
import { useCustomization, useCustomizationAssignees, useDealCustomization } from "../api.ts";
import { CustomizationStateTag } from "../components/CustomizationStateTag.tsx";
import { ReplyForm } from "../components/ReplyForm.tsx";
import { ReplyThread } from "../components/ReplyThread.tsx";
import { RequestDetails } from "../components/RequestDetails.tsx";

/**
 * One request opened from the table: what was asked, the conversation, and staff's actions on
 * it while it is open: assign (to themselves or a colleague), reply with files, close.
 */
export function CustomizationDrawer({ id, onClosed }: { id: number; onClosed: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const request = useCustomization(id);
  const assignees = useCustomizationAssignees();
  const deal = useDealCustomization();
  const [handOverTo, setHandOverTo] = useState<number | undefined>(undefined);

  async function act(action: () => Promise<unknown>, done: string) {
    try {
      await action();
      showSuccess(done);
    } catch {
      // The HTTP client has shown why.
    }
  }

  const shown = request.data;
  const body = () => {
    if (request.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
    if (request.isError || !shown) {
      return (
        <LoadFailure
          title={t("customization.request.loadFailed")}
          error={request.error}
          onRetry={() => void request.refetch()}
        />
      );
    }
    const isOpen = shown.state !== "closed";
    return (
      <>
        <div className="customization-request-head">
          <h2 className="customization-card-title" data-user-content>
            {shown.moduleModel} · {shown.company}
          </h2>
          <CustomizationStateTag state={shown.state} />
        </div>
        <p className="customization-muted">
          {t("customization.management.applicant")}
          <span data-user-content>{shown.applicantName}</span>
        </p>
        <RequestDetails request={shown} narrow />
        {isOpen ? (
          <div className="customization-section customization-drawer-actions">
            <Button
              loading={deal.isPending && deal.variables?.action === "assign"}
              onClick={() =>
                void act(
                  () => deal.mutateAsync({ id: shown.id, action: "assign" }),
                  t("customization.management.assigned"),
                )
              }
            >
              {t("customization.management.assignToMe")}
            </Button>
            <Space.Compact>
              <Select<number>
                className="customization-assignee-select"
                aria-label={t("customization.management.assignTo")}
                placeholder={t("customization.management.assignTo")}
                loading={assignees.isPending}
                value={handOverTo}
                onChange={setHandOverTo}
                options={(assignees.data ?? []).map((assignee) => ({
                  value: assignee.id,
                  label: assignee.name,
                }))}
              />
              <Button
                disabled={handOverTo === undefined}
                onClick={() =>
                  void act(
                    () =>
                      deal.mutateAsync({ id: shown.id, action: "assign", assigneeId: handOverTo }),
                    t("customization.management.assigned"),
                  )
                }
              >
                {t("customization.management.assign")}
              </Button>
            </Space.Compact>
            <Popconfirm
              title={t("customization.management.closeConfirm")}
              okText={t("customization.management.closeOk")}
              cancelText={t("common.cancel")}
              okButtonProps={{ danger: true }}
              onConfirm={() =>
                act(
                  () => deal.mutateAsync({ id: shown.id, action: "close" }),
                  t("customization.management.closed"),
                )
              }
            >
              <Button danger>{t("customization.management.close")}</Button>
            </Popconfirm>
          </div>
        ) : (
          <Alert
            className="customization-section"
            type="info"
            showIcon
            title={t("customization.management.closedNote", {
              time: formatDate(shown.closedAt, "Y-m-d H:i"),
            })}
          />
        )}
        <h3 className="customization-section">{t("customization.request.thread")}</h3>
        <ReplyThread request={shown} viewer="staff" />
        {isOpen ? (
          <div className="customization-section">
            <ReplyForm
              label={t("customization.management.reply")}
              placeholder={t("customization.management.replyPlaceholder")}
              requiredKey="customization.management.replyRequired"
              submitLabel={t("customization.management.sendReply")}
              doneMessage={t("customization.management.replySent")}
              sending={deal.isPending && deal.variables?.action === "reply"}
              send={(input) => deal.mutateAsync({ id: shown.id, action: "reply", ...input })}
            />
          </div>
        ) : null}
      </>
    );
  };

  return (
    <Drawer
      open={open}
      size={640}
      title={t("customization.management.drawerTitle", { id })}
      onClose={() => setOpen(false)}
      afterOpenChange={(visible) => {
        if (!visible) onClosed();
      }}
      destroyOnHidden
    >
      {body()}
    </Drawer>
  );
}
