import { contentLimits, defaultLanguage, type FriendshipLink, type Language } from "@portal/shared";
import { Form, Input, InputNumber } from "antd";
import { useTranslation } from "react-i18next";
import { OriginalLanguageField } from "../../../../components/management/OriginalLanguageField.tsx";
import {
  type FormRecord,
  VersionedForm,
} from "../../../../components/management/VersionedForm.tsx";
import { maxLengthRule, requiredRule } from "../../../../lib/form-rules.ts";
import { useSaveLink } from "./api.ts";
import { LinkNameField } from "./LinkNameField.tsx";

type Values = { language: Language; name: string; url: string; sort: number | null };

const valuesOf = (link: FriendshipLink | null): Values => ({
  language: link?.localization.originalLanguage ?? defaultLanguage,
  name: link?.name ?? "",
  url: link?.url ?? "",
  sort: link?.sort ?? 0,
});

/** Adds (`record` null) or edits a friendship link: an http or https address. */
export function LinkFormModal({
  record,
  onClosed,
}: {
  record: FormRecord<FriendshipLink> | null;
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useSaveLink();

  return (
    <VersionedForm
      title={t(
        record
          ? "content.bannerManagement.links.editTitle"
          : "content.bannerManagement.links.createTitle",
      )}
      form={form}
      record={record}
      valuesOf={valuesOf}
      save={(values, version) =>
        save.mutateAsync({
          id: record?.data?.id ?? null,
          version,
          input: {
            language: values.language,
            name: values.name.trim(),
            url: values.url.trim(),
            sort: values.sort ?? 0,
          },
        })
      }
      saving={save.isPending}
      onClosed={onClosed}
    >
      {(stored) => (
        <Form form={form} layout="vertical" initialValues={valuesOf(stored)}>
          <OriginalLanguageField />
          <LinkNameField />
          <Form.Item
            name="url"
            label={t("content.bannerManagement.links.url")}
            rules={[
              requiredRule(t, "content.bannerManagement.links.urlRequired"),
              maxLengthRule(t, contentLimits.urlMaxLength),
              {
                validator: async (_rule, value: unknown) => {
                  if (typeof value === "string" && value.trim() && !isWebAddress(value.trim())) {
                    throw new Error(t("content.bannerManagement.links.urlInvalid"));
                  }
                },
              },
            ]}
          >
            <Input autoComplete="off" placeholder="https://" inputMode="url" />
          </Form.Item>
          <Form.Item name="sort" label={t("content.bannerManagement.links.sort")}>
            <InputNumber min={-100_000} max={100_000} precision={0} />
          </Form.Item>
        </Form>
      )}
    </VersionedForm>
  );
}

/** What the server accepts for a footer link: an http or https address. */
function isWebAddress(address: string): boolean {
  const parsed = URL.parse(address);
  return parsed !== null && (parsed.protocol === "http:" || parsed.protocol === "https:");
}
