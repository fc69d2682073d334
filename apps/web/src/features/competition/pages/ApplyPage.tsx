import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import {
  type CompetitionAttachment,
  type CompetitionEntry,
  type CompetitionMemberInput,
  competitionAttachmentExtensions,
  competitionLimits,
  formatBytes,
} from "@portal/shared";
import { Alert, Button, Descriptions, Form, Input, Popconfirm, Skeleton, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AttachmentsField } from "../../../components/AttachmentsField.tsx";
import { Card } from "../../../components/card/Card.tsx";
import { LoadFailure } from "../../../components/LoadFailure.tsx";
import { SignInPrompt } from "../../../components/SignInPrompt.tsx";
import { useAppStore } from "../../../lib/app-store.ts";
import { showSuccess } from "../../../lib/feedback.ts";
import { showServerFieldErrors } from "../../../lib/form-errors.ts";
import { maxLengthRule, requiredRule } from "../../../lib/form-rules.ts";
import { validateForm } from "../../../lib/validate-form.ts";
import { uploadCompetitionAttachment, useOwnEntry, useSaveEntry } from "../api.ts";
import { AttachmentList } from "../components/AttachmentList.tsx";
import { StateTag } from "../components/StateTag.tsx";
import "../competition.css";

type EntryValues = {
  teamName: string;
  projectName: string;
  moduleModel: string;
  description: string;
  members: CompetitionMemberInput[];
  attachments: CompetitionAttachment[];
};

/** A server field path such as `members.1.name` as the form names it. */
const formPathOf = (field: string) =>
  field.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/**
 * #/apply: a team's entry in the developer competition. A member signs in, fills in the team,
 * its members, the project, the module it uses and attachments, saves a draft and submits; the
 * page then shows the entry's state, and reopens the form when the entry is rejected.
 */
export function ApplyPage() {
  const { t } = useTranslation();
  const signedIn = useAppStore((state) => state.token) !== null;
  const entry = useOwnEntry(signedIn);

  return (
    <div className="page-container page-narrow">
      <h1 className="page-title">{t("competition.apply.title")}</h1>
      <p className="page-subtitle">{t("competition.apply.subtitle")}</p>
      {!signedIn ? (
        <SignInPrompt
          title={t("competition.apply.signInTitle")}
          description={t("competition.apply.signInHint")}
        />
      ) : entry.isPending ? (
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      ) : entry.isError ? (
        <Card>
          <LoadFailure
            title={t("competition.apply.loadFailed")}
            error={entry.error}
            onRetry={() => void entry.refetch()}
          />
        </Card>
      ) : (
        <Card>
          <EntryState entry={entry.data} />
          {entry.data && (entry.data.state === "submitted" || entry.data.state === "accepted") ? (
            <EntryView entry={entry.data} />
          ) : (
            <EntryForm key={entry.data?.version ?? 0} entry={entry.data} />
          )}
        </Card>
      )}
    </div>
  );
}

function EntryState({ entry }: { entry: CompetitionEntry | null }) {
  const { t } = useTranslation();
  if (!entry) {
    return (
      <Alert
        className="competition-state"
        type="info"
        showIcon
        title={t("competition.apply.stateHints.new")}
      />
    );
  }
  const type = {
    draft: "info",
    submitted: "info",
    accepted: "success",
    rejected: "error",
  } as const;
  return (
    <Alert
      className="competition-state"
      type={type[entry.state]}
      showIcon
      title={
        <Space size={4}>
          {t("competition.apply.stateLabel")}
          <StateTag state={entry.state} />
        </Space>
      }
      description={
        <>
          <div>{t(`competition.apply.stateHints.${entry.state}`)}</div>
          {entry.state === "rejected" && entry.reason ? (
            <div className="competition-reason">
              <strong>{t("competition.apply.reasonLabel")}</strong>{" "}
              <span data-user-content>{entry.reason}</span>
            </div>
          ) : null}
        </>
      }
    />
  );
}

/** A submitted or accepted entry: read only, its files downloadable. */
function EntryView({ entry }: { entry: CompetitionEntry }) {
  const { t } = useTranslation();
  return (
    <Descriptions column={1} bordered size="small">
      <Descriptions.Item label={t("competition.fields.teamName")}>
        <span data-user-content>{entry.teamName}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t("competition.fields.projectName")}>
        <span data-user-content>{entry.projectName}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t("competition.fields.moduleModel")}>
        <span data-user-content>{entry.moduleModel}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t("competition.apply.members")}>
        <span data-user-content>
          {entry.members
            .map((member) => (member.role ? `${member.name} (${member.role})` : member.name))
            .join(", ")}
        </span>
      </Descriptions.Item>
      <Descriptions.Item label={t("competition.fields.description")}>
        <div className="competition-reason" data-user-content>
          {entry.description}
        </div>
      </Descriptions.Item>
      <Descriptions.Item label={t("competition.apply.attachments")}>
        <AttachmentList entryId={entry.id} attachments={entry.attachments} />
      </Descriptions.Item>
    </Descriptions>
  );
}

/** A new, draft or rejected entry: saved as a draft or submitted; a refusal keeps what was typed. */
function EntryForm({ entry }: { entry: CompetitionEntry | null }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<EntryValues>();
  const save = useSaveEntry();
  const [uploading, setUploading] = useState(false);
  const [sending, setSending] = useState<"draft" | "submit" | null>(null);

  const send = async (submit: boolean) => {
    if (!(await validateForm(form))) return;
    const values = form.getFieldsValue(true) as EntryValues;
    setSending(submit ? "submit" : "draft");
    try {
      await save.mutateAsync({
        ...(entry ? { id: entry.id, version: entry.version } : {}),
        teamName: values.teamName,
        projectName: values.projectName,
        moduleModel: values.moduleModel,
        description: values.description ?? "",
        members: values.members.map((member) => ({
          name: member.name,
          ...(member.role?.trim() ? { role: member.role } : {}),
        })),
        attachments: values.attachments.map(({ key, name, size }) => ({ key, name, size })),
        submit,
      });
      showSuccess(t(submit ? "competition.apply.submitted" : "competition.apply.draftSaved"));
    } catch (error) {
      showServerFieldErrors(form, error, formPathOf);
    } finally {
      setSending(null);
    }
  };

  const required = (field: "teamName" | "projectName" | "moduleModel") =>
    requiredRule(t, `competition.apply.required.${field}`);

  return (
    <Form<EntryValues>
      form={form}
      layout="vertical"
      initialValues={{
        teamName: entry?.teamName ?? "",
        projectName: entry?.projectName ?? "",
        moduleModel: entry?.moduleModel ?? "",
        description: entry?.description ?? "",
        members: entry?.members ?? [{ name: "" }],
        attachments: entry?.attachments ?? [],
      }}
    >
      <Form.Item
        name="teamName"
        label={t("competition.fields.teamName")}
        rules={[required("teamName"), maxLengthRule(t, competitionLimits.teamNameMaxLength)]}
      >
        <Input
          placeholder={t("competition.apply.teamNamePlaceholder")}
          maxLength={competitionLimits.teamNameMaxLength}
        />
      </Form.Item>
      <Form.Item
        name="projectName"
        label={t("competition.fields.projectName")}
        rules={[required("projectName"), maxLengthRule(t, competitionLimits.projectNameMaxLength)]}
      >
        <Input
          placeholder={t("competition.apply.projectNamePlaceholder")}
          maxLength={competitionLimits.projectNameMaxLength}
        />
      </Form.Item>
      <Form.Item
        name="moduleModel"
        label={t("competition.fields.moduleModel")}
        rules={[required("moduleModel"), maxLengthRule(t, competitionLimits.moduleModelMaxLength)]}
      >
        <Input
          placeholder={t("competition.apply.moduleModelPlaceholder")}
          maxLength={competitionLimits.moduleModelMaxLength}
        />
      </Form.Item>
      <Form.Item
        name="description"
        label={t("competition.fields.description")}
        rules={[maxLengthRule(t, competitionLimits.descriptionMaxLength)]}
      >
        <Input.TextArea
          placeholder={t("competition.apply.descriptionPlaceholder")}
          autoSize={{ minRows: 4, maxRows: 12 }}
          maxLength={competitionLimits.descriptionMaxLength}
          showCount
        />
      </Form.Item>
      <Form.Item
        label={t("competition.apply.members")}
        extra={t("competition.apply.membersHelp", { max: competitionLimits.membersMax })}
        required
      >
        <Form.List name="members">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => (
                <div key={field.key} className="competition-member">
                  <Form.Item
                    name={[field.name, "name"]}
                    rules={[
                      requiredRule(t, "competition.apply.memberNameRequired"),
                      maxLengthRule(t, competitionLimits.memberNameMaxLength),
                    ]}
                  >
                    <Input
                      aria-label={`${t("competition.apply.memberLabel", { index: index + 1 })} ${t("competition.apply.memberName")}`}
                      placeholder={t("competition.apply.memberName")}
                      maxLength={competitionLimits.memberNameMaxLength}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, "role"]}
                    rules={[maxLengthRule(t, competitionLimits.memberRoleMaxLength)]}
                  >
                    <Input
                      aria-label={`${t("competition.apply.memberLabel", { index: index + 1 })} ${t("competition.apply.memberRole")}`}
                      placeholder={t("competition.apply.memberRole")}
                      maxLength={competitionLimits.memberRoleMaxLength}
                    />
                  </Form.Item>
                  <Button
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={t("competition.apply.removeMember", { index: index + 1 })}
                    disabled={fields.length <= 1}
                    onClick={() => remove(field.name)}
                  />
                </div>
              ))}
              <Button
                icon={<PlusOutlined aria-hidden />}
                disabled={fields.length >= competitionLimits.membersMax}
                onClick={() => add({ name: "" })}
              >
                {t("competition.apply.addMember")}
              </Button>
            </>
          )}
        </Form.List>
      </Form.Item>
      <Form.Item
        name="attachments"
        label={t("competition.apply.attachments")}
        extra={t("competition.apply.attachmentsHelp", {
          max: competitionLimits.attachmentsMax,
          size: formatBytes(competitionLimits.attachmentMaxBytes),
        })}
      >
        <AttachmentsField<CompetitionAttachment>
          upload={uploadCompetitionAttachment}
          extensions={competitionAttachmentExtensions}
          maxBytes={competitionLimits.attachmentMaxBytes}
          maxFiles={competitionLimits.attachmentsMax}
          onBusyChange={setUploading}
        />
      </Form.Item>
      <div className="competition-actions">
        <Button
          onClick={() => void send(false)}
          loading={sending === "draft"}
          disabled={uploading || sending !== null}
        >
          {t("competition.apply.saveDraft")}
        </Button>
        <Popconfirm
          title={t("competition.apply.submitConfirm")}
          okText={t("common.confirm")}
          cancelText={t("common.cancel")}
          onConfirm={() => send(true)}
          disabled={uploading || sending !== null}
        >
          <Button
            type="primary"
            loading={sending === "submit"}
            disabled={uploading || sending !== null}
          >
            {t("competition.apply.submit")}
          </Button>
        </Popconfirm>
      </div>
    </Form>
  );
}
