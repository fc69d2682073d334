import { contentLimits, type FriendshipLink } from "@portal/shared";
import { Form, Input, InputNumber, Modal } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { maxLengthRule, requiredRule } from "../../../../lib/form-rules.ts";
import { useVersionedSave } from "../../../../lib/use-versioned-save.ts";
import { useSaveLink } from "./api.ts";

type Values = { name: string; url: string; sort: number | null };

/** Adds or edits a friendship link (an http or https address) with the version it was read with. */
export function LinkFormModal({
  link,
  reload,
  onClosed,
}: {
  link: FriendshipLink | null;
  reload: () => Promise<FriendshipLink | undefined>;
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useSaveLink();
  const [version, setVersion] = useState(link?.version ?? null);

  async function reloadForm() {
    const fresh = await reload();
    if (!fresh) return;
    form.setFieldsValue({ name: fresh.name, url: fresh.url, sort: fresh.sort });
    setVersion(fresh.version);
  }

  const runSave = useVersionedSave(form, { reload: reloadForm, onSaved: onClosed });
  const submit = () =>
    runSave((values) =>
      save.mutateAsync({
        id: link?.id ?? null,
        version,
        values: { name: values.name.trim(), url: values.url.trim(), sort: values.sort ?? 0 },
      }),
    );

  return (
    <Modal
      open
      title={t(
        link
          ? "content.bannerManagement.links.editTitle"
          : "content.bannerManagement.links.createTitle",
      )}
      okText={t("content.faqManagement.common.save")}
      cancelText={t("content.faqManagement.common.cancel")}
      confirmLoading={save.isPending}
      onOk={() => void submit()}
      onCancel={onClosed}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ name: link?.name ?? "", url: link?.url ?? "", sort: link?.sort ?? 0 }}
      >
        <Form.Item
          name="name"
          label={t("content.bannerManagement.links.name")}
          rules={[
            requiredRule(t, "content.bannerManagement.links.nameRequired"),
            maxLengthRule(t, contentLimits.linkNameMaxLength),
          ]}
        >
          <Input autoComplete="off" />
        </Form.Item>
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
    </Modal>
  );
}

/** What the server accepts for a footer link: an http or https address. */
function isWebAddress(address: string): boolean {
  const parsed = URL.parse(address);
  return parsed !== null && (parsed.protocol === "http:" || parsed.protocol === "https:");
}
