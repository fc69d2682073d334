import { formatDate, type WhitelistEntryRow, whitelistLimits } from "@portal/shared";
import { Form, Input, Modal, Select } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { maxLengthRule, requiredRule } from "../../../../lib/form-rules.ts";
import { useDebouncedValue } from "../../../../lib/use-debounced-value.ts";
import { useManagedUsers, useSaveWhitelistEntry, useWhitelistEntries } from "../../api.ts";
import { useVersionedSubmit } from "./versioned-form.ts";

type Values = { userId?: number; validUntil: string; note: string };

/** Adds a user to the whitelist or changes an entry's validity and note, with its version. */
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
  const candidates = useManagedUsers({ keyword: keyword || undefined, page: 1, pageSize: 20 });
  const entries = useWhitelistEntries({ keyword: entry?.phone, page: 1, pageSize: 20 });

  async function reload() {
    const fresh = (await entries.refetch()).data?.list.find((row) => row.id === entry?.id);
    if (!fresh) return;
    form.resetFields();
    form.setFieldsValue(valuesOf(fresh));
    setVersion(fresh.version);
  }
  const runSubmit = useVersionedSubmit(form, { reload, onClosed });

  const submit = () =>
    runSubmit((values) => {
      const input = {
        userId: values.userId,
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
        initialValues={entry ? valuesOf(entry) : { validUntil: "", note: "" }}
      >
        {entry ? (
          <Form.Item label={t("administration.whitelist.user")}>
            <Input disabled value={`${entry.phone} ${entry.nickname ?? ""}`} />
          </Form.Item>
        ) : (
          <Form.Item
            name="userId"
            label={t("administration.whitelist.user")}
            rules={[requiredRule(t, "administration.whitelist.userRequired")]}
          >
            <Select
              showSearch={{ filterOption: false, onSearch: setSearch }}
              placeholder={t("administration.whitelist.userSearch")}
              loading={candidates.isFetching}
              options={(candidates.data?.list ?? []).map((user) => ({
                value: user.id,
                label: `${user.phone} ${user.nickname ?? ""}`,
              }))}
            />
          </Form.Item>
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
    validUntil: entry.validUntil ? formatDate(entry.validUntil, "Y-m-dTH:i") : "",
    note: entry.note ?? "",
  };
}
