import { contentLimits } from "@portal/shared";
import { Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { maxLengthRule, requiredRule } from "../../../../lib/form-rules.ts";
import { BannerImageField } from "./BannerImageField.tsx";
import { isBannerAddress } from "./banner-form.ts";

/** A banner's title and picture (the words drawn in it are a language's too), in any language. */
export function BannerWordsFields() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const title: string = Form.useWatch("title", form) ?? "";
  return (
    <>
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
          bannerAddressRule(t),
        ]}
      >
        <BannerImageField title={title} />
      </Form.Item>
    </>
  );
}

/** A picture or link address the server accepts: a web address, a site path or a portal route. */
export function bannerAddressRule(t: (key: string) => string) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      if (typeof value === "string" && value.trim() && !isBannerAddress(value.trim())) {
        throw new Error(t("content.bannerManagement.banners.addressInvalid"));
      }
    },
  };
}
