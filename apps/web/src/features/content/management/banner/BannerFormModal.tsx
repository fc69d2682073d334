import { type Banner, contentLimits } from "@portal/shared";
import { Form, Input, InputNumber, Space, Switch } from "antd";
import { useTranslation } from "react-i18next";
import { OriginalLanguageField } from "../../../../components/management/OriginalLanguageField.tsx";
import {
  type FormRecord,
  VersionedForm,
} from "../../../../components/management/VersionedForm.tsx";
import { maxLengthRule } from "../../../../lib/form-rules.ts";
import { useSaveBanner } from "./api.ts";
import { BannerWordsFields, bannerAddressRule } from "./BannerWordsFields.tsx";
import {
  type BannerFormValues,
  bannerFormValuesOf,
  bannerInputOf,
  isPeriodReversed,
} from "./banner-form.ts";

/**
 * Adds (`record` null) or edits a banner: title, picture, link, order, shown or not, and its
 * period.
 */
export function BannerFormModal({
  record,
  onClosed,
}: {
  record: FormRecord<Banner> | null;
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<BannerFormValues>();
  const save = useSaveBanner();
  const addressRule = bannerAddressRule(t);

  return (
    <VersionedForm
      width={640}
      title={t(
        record
          ? "content.bannerManagement.banners.editTitle"
          : "content.bannerManagement.banners.createTitle",
      )}
      form={form}
      record={record}
      valuesOf={bannerFormValuesOf}
      save={(values, version) =>
        save.mutateAsync({ id: record?.data?.id ?? null, version, input: bannerInputOf(values) })
      }
      saving={save.isPending}
      onClosed={onClosed}
    >
      {(stored) => (
        <Form form={form} layout="vertical" initialValues={bannerFormValuesOf(stored)}>
          <OriginalLanguageField />
          <BannerWordsFields />
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
      )}
    </VersionedForm>
  );
}
