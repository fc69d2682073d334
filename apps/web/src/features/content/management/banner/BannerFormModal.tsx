import { type Banner, contentLimits } from "@portal/shared";
import { Form, Input, InputNumber, Modal, Space, Switch } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { maxLengthRule, requiredRule } from "../../../../lib/form-rules.ts";
import { useVersionedSave } from "../../../../lib/use-versioned-save.ts";
import { useSaveBanner } from "./api.ts";
import { BannerImageField } from "./BannerImageField.tsx";
import {
  type BannerFormValues,
  bannerFormValuesOf,
  bannerInputOf,
  isBannerAddress,
  isPeriodReversed,
} from "./banner-form.ts";

/**
 * Adds or edits a banner: title, picture, link, order, shown or not, and its period. Saves
 * with the version it was opened with; a stale save offers to reload the banner.
 */
export function BannerFormModal({
  banner,
  reload,
  onClosed,
}: {
  banner: Banner | null;
  reload: () => Promise<Banner | undefined>;
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<BannerFormValues>();
  const save = useSaveBanner();
  const [version, setVersion] = useState(banner?.version ?? null);
  const title = Form.useWatch("title", form) ?? "";

  const addressRule = {
    validator: async (_rule: unknown, value: unknown) => {
      if (typeof value === "string" && value.trim() && !isBannerAddress(value.trim())) {
        throw new Error(t("content.bannerManagement.banners.addressInvalid"));
      }
    },
  };

  async function reloadForm() {
    const fresh = await reload();
    if (!fresh) return;
    form.resetFields();
    form.setFieldsValue(bannerFormValuesOf(fresh));
    setVersion(fresh.version);
  }

  const runSave = useVersionedSave(form, { reload: reloadForm, onSaved: onClosed });
  const submit = () =>
    runSave((values) =>
      save.mutateAsync({ id: banner?.id ?? null, version, input: bannerInputOf(values) }),
    );

  return (
    <Modal
      open
      width={640}
      title={t(
        banner
          ? "content.bannerManagement.banners.editTitle"
          : "content.bannerManagement.banners.createTitle",
      )}
      okText={t("content.faqManagement.common.save")}
      cancelText={t("content.faqManagement.common.cancel")}
      confirmLoading={save.isPending}
      onOk={() => void submit()}
      onCancel={onClosed}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={bannerFormValuesOf(banner)}>
        <Form.Item
          name="title"
          label={t("content.bannerManagement.banners.title")}
          rules={[
            requiredRule(t, "content.bannerManagement.banners.titleRequired"),
            maxLengthRule(t, contentLimits.bannerTitleMaxLength),
          ]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="image"
          label={t("content.bannerManagement.banners.image")}
          rules={[
            requiredRule(t, "content.bannerManagement.banners.imageRequired"),
            maxLengthRule(t, contentLimits.urlMaxLength),
            addressRule,
          ]}
        >
          <BannerImageField title={title} />
        </Form.Item>
        <Form.Item
          name="link"
          label={t("content.bannerManagement.banners.link")}
          extra={t("content.bannerManagement.banners.addressHelp")}
          rules={[maxLengthRule(t, contentLimits.urlMaxLength), addressRule]}
        >
          <Input autoComplete="off" placeholder="#/solution/detail/1" />
        </Form.Item>
        <Space wrap size="large" align="start">
          <Form.Item
            name="sort"
            label={t("content.bannerManagement.banners.sort")}
            extra={t("content.bannerManagement.banners.sortHelp")}
          >
            <InputNumber min={-100_000} max={100_000} precision={0} />
          </Form.Item>
          <Form.Item
            name="enabled"
            label={t("content.bannerManagement.banners.enabled")}
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
        </Space>
        <div className="banner-period">
          <Form.Item
            name="startsAt"
            label={t("content.bannerManagement.banners.startsAt")}
            extra={t("content.bannerManagement.banners.periodHelp")}
          >
            <Input type="datetime-local" />
          </Form.Item>
          <Form.Item
            name="endsAt"
            label={t("content.bannerManagement.banners.endsAt")}
            dependencies={["startsAt"]}
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_rule, value: string) => {
                  if (isPeriodReversed(getFieldValue("startsAt"), value)) {
                    throw new Error(t("content.bannerManagement.banners.endBeforeStart"));
                  }
                },
              }),
            ]}
          >
            <Input type="datetime-local" />
          </Form.Item>
        </div>
      </Form>
    </Modal>
  );
}
