import { formatDate, profileLimits, type WhitelistEntryRow, whitelistLimits } from "@portal/shared";
import { Form, Input, Modal, Radio } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { maxLengthRule, requiredRule } from "../../../../lib/form-rules.ts";
import { useVersionedSave } from "../../../../lib/use-versioned-save.ts";
import { useSaveWhitelistEntry, useWhitelistEntries } from "../../api.ts";
import { WhitelistUserSelect } from "./WhitelistUserSelect.tsx";

type Kind = WhitelistEntryRow["kind"];
type Values = { kind: Kind; userId?: number; company?: string; validUntil: string; note: string };

/**
 * Adds a user or a company to the whitelist, or changes an entry's validity and note, with its
 * version. A company's members are linked in its members drawer, once it is saved.
 */
export function WhitelistFormModal({
  entry,
  onClosed,
}: {
  entry: WhitelistEntryRow | null;
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useSaveWhitelistEntry();
  const [version, setVersion] = useState(entry?.version ?? null);
  const kind = Form.useWatch("kind", form) ?? entry?.kind ?? "user";
  const entries = useWhitelistEntries({
    keyword: entry?.phone ?? entry?.company ?? undefined,
    page: 1,
    pageSize: 20,
  });

  async function reload() {
    const fresh = (await entries.refetch()).data?.list.find((row) => row.id === entry?.id);
    if (!fresh) return;
    form.resetFields();
    form.setFieldsValue(valuesOf(fresh));
    setVersion(fresh.version);
  }
  const runSubmit = useVersionedSave(form, { reload, onSaved: onClosed });

  const submit = () =>
    runSubmit((values) => {
      const input = {
        ...(values.kind === "company" ? { company: values.company } : { userId: values.userId }),
        validUntil: values.validUntil ? new Date(values.validUntil).toISOString() : null,
        note: values.note || null,
      };
      return save.mutateAsync({ id: entry?.id ?? null, version, input });
    });

  return (
    <Modal
      open
      title={t(
        entry ? "administration.whitelist.editTitle" : "administration.whitelist.createTitle",
      )}
      okText={t("administration.save")}
      cancelText={t("administration.cancel")}
      confirmLoading={save.isPending}
      onOk={() => void submit()}
      onCancel={onClosed}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={entry ? valuesOf(entry) : { kind: "user", validUntil: "", note: "" }}
      >
        {entry ? (
          <Form.Item label={t(`administration.whitelist.kinds.${entry.kind}`)}>
            <Input
              disabled
              value={
                entry.kind === "company"
                  ? (entry.company ?? "")
                  : `${entry.phone ?? ""} ${entry.nickname ?? ""}`
              }
            />
          </Form.Item>
        ) : (
          <>
            <Form.Item name="kind" label={t("administration.whitelist.addKind")}>
              <Radio.Group
                optionType="button"
                options={(["user", "company"] as const).map((value) => ({
                  value,
                  label: t(`administration.whitelist.kinds.${value}`),
                }))}
              />
            </Form.Item>
            {kind === "user" ? (
              <Form.Item
                name="userId"
                label={t("administration.whitelist.user")}
                rules={[requiredRule(t, "administration.whitelist.userRequired")]}
              >
                <WhitelistUserSelect />
              </Form.Item>
            ) : (
              <Form.Item
                name="company"
                label={t("administration.whitelist.companyName")}
                extra={t("administration.whitelist.companyHint")}
                rules={[
                  requiredRule(t, "administration.whitelist.companyRequired"),
                  maxLengthRule(t, profileLimits.companyMaxLength),
                ]}
              >
                <Input autoComplete="off" />
              </Form.Item>
            )}
          </>
        )}
        <Form.Item name="validUntil" label={t("administration.whitelist.validUntil")}>
          <Input type="datetime-local" />
        </Form.Item>
        <Form.Item
          name="note"
          label={t("administration.whitelist.note")}
          rules={[maxLengthRule(t, whitelistLimits.noteMaxLength)]}
        >
          <Input autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function valuesOf(entry: WhitelistEntryRow): Values {
  return {
    kind: entry.kind,
    validUntil: entry.validUntil ? formatDate(entry.validUntil, "Y-m-dTH:i") : "",
    note: entry.note ?? "",
  };
}
