import { sampleLimits } from "@portal/shared";
import { Alert, Button, Form, Input, InputNumber, Select, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { showSuccess } from "../../../lib/feedback.ts";
import { maxLengthRule, phoneRules, requiredRule } from "../../../lib/form-rules.ts";
import { sendForm } from "../../../lib/form-submit.ts";
import { useProductTree } from "../../catalogue/index.ts";
import { useAddSampleApplication, useGeoProvinces } from "../api.ts";
import { ProductSelect } from "./ProductSelect.tsx";
import "./sample-application-form.css";

type SampleFormValues = {
  productId?: number;
  quantity?: number;
  purpose?: string;
  contactName?: string;
  phone?: string;
  provinceCode?: string;
  cityName?: string;
  address?: string;
};

/**
 * Whether the catalogue offers the product of that id (a module or one of its boards); undefined
 * while the catalogue loads or when no product was asked for.
 */
function useOffersProduct(productId: number | null): { offered?: boolean; pending: boolean } {
  const tree = useProductTree();
  if (productId === null) return { pending: false };
  if (!tree.data) return { pending: tree.isPending };
  const offered = tree.data.some((category) =>
    category.products.some(
      (product) =>
        product.id === productId || product.children.some((child) => child.id === productId),
    ),
  );
  return { offered, pending: false };
}

/**
 * The application: which product (preselected from the product page's link), how many and what
 * for, and where to ship them, from the geo dictionary's provinces and their cities. What was
 * typed stays on a refusal; after a success the shipping details stay for the next one.
 */
export function SampleApplicationForm({ productId }: { productId: number | null }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SampleFormValues>();
  const add = useAddSampleApplication();
  const geo = useGeoProvinces();
  const { offered, pending } = useOffersProduct(productId);
  const provinceCode = Form.useWatch("provinceCode", form);
  const cities = geo.data?.find((province) => province.code === provinceCode)?.cities ?? [];

  async function onFinish(values: SampleFormValues) {
    const { productId: chosen, quantity, purpose, contactName, phone } = values;
    const { provinceCode: province, cityName, address } = values;
    if (!chosen || !quantity || !purpose || !contactName || !phone) return;
    if (!province || !cityName || !address) return;
    await sendForm(form, async () => {
      await add.mutateAsync({
        productId: chosen,
        quantity,
        purpose: purpose.trim(),
        contactName: contactName.trim(),
        phone: phone.trim(),
        provinceCode: province,
        cityName,
        address: address.trim(),
      });
      showSuccess(t("samples.form.sent"));
      form.resetFields(["productId", "quantity", "purpose"]);
    });
  }

  // The preselected product is set when the form mounts, so it waits for the catalogue.
  if (pending) return <Skeleton active paragraph={{ rows: 8 }} />;

  return (
    <Form<SampleFormValues>
      form={form}
      layout="vertical"
      onFinish={onFinish}
      initialValues={{ productId: offered ? (productId ?? undefined) : undefined, quantity: 1 }}
      data-testid="sample-form"
    >
      {offered === false ? (
        <Alert
          type="warning"
          showIcon
          className="form-alert"
          title={t("samples.form.productMissing")}
        />
      ) : null}
      <Form.Item
        name="productId"
        label={t("samples.form.product")}
        extra={t("samples.form.openLimit")}
        rules={[requiredRule(t, "samples.form.productRequired")]}
      >
        <ProductSelect />
      </Form.Item>
      <Form.Item
        name="quantity"
        label={t("samples.form.quantity")}
        extra={t("samples.form.quantityHelp", { max: sampleLimits.quantityMax })}
        rules={[requiredRule(t, "samples.form.quantityRequired")]}
      >
        <InputNumber
          min={sampleLimits.quantityMin}
          max={sampleLimits.quantityMax}
          precision={0}
          className="sample-quantity"
        />
      </Form.Item>
      <Form.Item
        name="purpose"
        label={t("samples.form.purpose")}
        rules={[
          requiredRule(t, "samples.form.purposeRequired"),
          maxLengthRule(t, sampleLimits.purposeMaxLength),
        ]}
      >
        <Input.TextArea
          placeholder={t("samples.form.purposePlaceholder")}
          maxLength={sampleLimits.purposeMaxLength}
          showCount
          autoSize={{ minRows: 3, maxRows: 8 }}
        />
      </Form.Item>
      <div className="sample-form-pair">
        <Form.Item
          name="contactName"
          label={t("samples.form.contactName")}
          rules={[
            requiredRule(t, "samples.form.contactNameRequired"),
            maxLengthRule(t, sampleLimits.contactNameMaxLength),
          ]}
        >
          <Input maxLength={sampleLimits.contactNameMaxLength} autoComplete="name" />
        </Form.Item>
        <Form.Item name="phone" label={t("samples.form.phone")} rules={phoneRules(t)}>
          <Input maxLength={20} inputMode="tel" autoComplete="tel" />
        </Form.Item>
      </div>
      {geo.isError ? (
        <Alert
          type="error"
          showIcon
          className="form-alert"
          title={t("samples.form.geoFailed")}
          action={
            <Button size="small" onClick={() => void geo.refetch()}>
              {t("common.retry")}
            </Button>
          }
        />
      ) : null}
      <div className="sample-form-pair">
        <Form.Item
          name="provinceCode"
          label={t("samples.form.province")}
          rules={[requiredRule(t, "samples.form.provinceRequired")]}
        >
          <Select<string>
            showSearch={{ optionFilterProp: "label" }}
            placeholder={t("samples.form.provincePlaceholder")}
            loading={geo.isPending}
            onChange={() => form.setFieldValue("cityName", undefined)}
            options={(geo.data ?? []).map((province) => ({
              value: province.code,
              label: province.provinceName,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="cityName"
          label={t("samples.form.city")}
          rules={[requiredRule(t, "samples.form.cityRequired")]}
        >
          <Select<string>
            showSearch={{ optionFilterProp: "label" }}
            placeholder={t("samples.form.cityPlaceholder")}
            disabled={cities.length === 0}
            options={cities.map((city) => ({ value: city.cityName, label: city.cityName }))}
          />
        </Form.Item>
      </div>
      <Form.Item
        name="address"
        label={t("samples.form.address")}
        rules={[
          requiredRule(t, "samples.form.addressRequired"),
          maxLengthRule(t, sampleLimits.addressMaxLength),
        ]}
      >
        <Input
          placeholder={t("samples.form.addressPlaceholder")}
          maxLength={sampleLimits.addressMaxLength}
          autoComplete="street-address"
        />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={add.isPending}>
          {t("samples.form.submit")}
        </Button>
      </Form.Item>
    </Form>
  );
}
