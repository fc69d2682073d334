import { formatDate, profileLimits, type WhitelistEntryRow, whitelistLimits } from "@portal/shared";
import { Form, Input, Modal, Radio, Select } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { maxLengthRule, requiredRule } from "../../../../lib/form-rules.ts";
import { useDebouncedValue } from "../../../../lib/use-debounced-value.ts";
import { useVersionedSave } from "../../../../lib/use-versioned-save.ts";
import { useSaveWhitelistEntry, useWhitelistCandidates, useWhitelistEntries } from "../../api.ts";

type Kind = WhitelistEntryRow["kind"];
type Values = { kind: Kind; userId?: number; company?: string; validUntil: string; note: string };

/**
 * Adds a user or a company to the whitelist, or changes an entry's validity and note, with its
 * version. Users are found through the whitelist's own lookup (masked phones), so a whitelist
 * manager needs no user administration.
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
  const [search, setSearch] = useState("");
  const keyword = useDebouncedValue(search.trim());
  const candidates = useWhitelistCandidates(keyword);
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
                <Select
                  showSearch={{ filterOption: false, onSearch: setSearch }}
                  placeholder={t("administration.whitelist.userSearch")}
                  loading={candidates.isFetching}
                  notFoundContent={
                    keyword
                      ? t("administration.whitelist.noCandidates")
                      : t("administration.whitelist.userSearchHint")
                  }
                  options={(candidates.data ?? []).map((user) => ({
                    value: user.id,
                    label: [user.maskedPhone, user.nickname, user.company]
                      .filter(Boolean)
                      .join(" · "),
                  }))}
                />
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
