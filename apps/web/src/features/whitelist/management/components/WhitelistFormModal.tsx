import { formatDate, profileLimits, type WhitelistEntryRow, whitelistLimits } from "@portal/shared";
import { Form, Input, Radio } from "antd";
import { useTranslation } from "react-i18next";
import { recordFromList, VersionedForm } from "../../../../components/management/VersionedForm.tsx";
import { maxLengthRule, requiredRule } from "../../../../lib/form-rules.ts";
import { useSaveWhitelistEntry, useWhitelistEntries } from "../../api.ts";
import { WhitelistUserSelect } from "./WhitelistUserSelect.tsx";

type Kind = WhitelistEntryRow["kind"];
type Values = { kind: Kind; userId?: number; company?: string; validUntil: string; note: string };

const emptyValues: Values = { kind: "user", validUntil: "", note: "" };

/**
 * Adds a user or a company to the whitelist (`entry` null), or changes an entry's validity and
 * note. A company's members are linked in its members drawer, once it is saved.
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
  const kind = Form.useWatch("kind", form) ?? entry?.kind ?? "user";
  // Read only to reload the entry after a stale save: its phone or company finds it.
  const lookup = useWhitelistEntries(
    { keyword: entry?.phone ?? entry?.company ?? undefined, page: 1, pageSize: 20 },
    false,
  );

  return (
    <VersionedForm<Values, WhitelistEntryRow>
      title={t(entry ? "whitelist.editTitle" : "whitelist.createTitle")}
      form={form}
      record={
        entry
          ? recordFromList(lookup, entry, (page) => page.list.find((row) => row.id === entry.id))
          : null
      }
      valuesOf={valuesOf}
      save={(values, version) =>
        save.mutateAsync({
          id: entry?.id ?? null,
          version,
          input: {
            ...(values.kind === "company"
              ? { company: values.company }
              : { userId: values.userId }),
            validUntil: values.validUntil ? new Date(values.validUntil).toISOString() : null,
            note: values.note || null,
          },
        })
      }
      saving={save.isPending}
      onClosed={onClosed}
    >
      {(stored) => (
        <Form form={form} layout="vertical" initialValues={stored ? valuesOf(stored) : emptyValues}>
          {stored ? (
            <Form.Item label={t(`whitelist.kinds.${stored.kind}`)}>
              <Input
                disabled
                value={
                  stored.kind === "company"
                    ? (stored.company ?? "")
                    : `${stored.phone ?? ""} ${stored.nickname ?? ""}`
                }
              />
            </Form.Item>
          ) : (
            <>
              <Form.Item name="kind" label={t("whitelist.addKind")}>
                <Radio.Group
                  optionType="button"
                  options={(["user", "company"] as const).map((value) => ({
                    value,
                    label: t(`whitelist.kinds.${value}`),
                  }))}
                />
              </Form.Item>
              {kind === "user" ? (
                <Form.Item
                  name="userId"
                  label={t("whitelist.user")}
                  rules={[requiredRule(t, "whitelist.userRequired")]}
                >
                  <WhitelistUserSelect />
                </Form.Item>
              ) : (
                <Form.Item
                  name="company"
                  label={t("whitelist.companyName")}
                  extra={t("whitelist.companyHint")}
                  rules={[
                    requiredRule(t, "whitelist.companyRequired"),
                    maxLengthRule(t, profileLimits.companyMaxLength),
                  ]}
                >
                  <Input autoComplete="off" />
                </Form.Item>
              )}
            </>
          )}
          <Form.Item name="validUntil" label={t("whitelist.validUntil")}>
            <Input type="datetime-local" />
          </Form.Item>
          <Form.Item
            name="note"
            label={t("whitelist.note")}
            rules={[maxLengthRule(t, whitelistLimits.noteMaxLength)]}
          >
            <Input autoComplete="off" />
          </Form.Item>
        </Form>
      )}
    </VersionedForm>
  );
}

function valuesOf(entry: WhitelistEntryRow): Values {
  return {
    kind: entry.kind,
    validUntil: entry.validUntil ? formatDate(entry.validUntil, "Y-m-dTH:i") : "",
    note: entry.note ?? "",
  };
}
