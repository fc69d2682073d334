import {
  type DocumentType,
  documentTypes,
  type MySubscription,
  productTypes,
  type SubscribedProduct,
  type SubscriptionInput,
  subscriptionLimits,
} from "@portal/shared";
import { Alert, Button, Checkbox, Form, Select, Space, Switch } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { showSuccess } from "../../../lib/feedback.ts";
import { sendForm } from "../../../lib/form-submit.ts";
import { useSaveSubscription, useUnsubscribeAll } from "../api.ts";
import { productLabel } from "../product-label.ts";

type FormValues = { productIds: number[]; documentTypes: DocumentType[]; email: boolean };

function valuesOf(subscription: MySubscription): FormValues {
  return {
    productIds: subscription.products.map((product) => product.id),
    documentTypes: subscription.documentTypes,
    email: subscription.email,
  };
}

/**
 * The catalogue grouped by product type for the picker, with the member's products the
 * catalogue no longer shows (unpublished since) kept, so a save does not drop them unseen.
 */
function productOptions(
  catalogue: readonly SubscribedProduct[],
  chosen: readonly SubscribedProduct[],
  typeLabel: (type: string) => string,
) {
  const shown = new Set(catalogue.map((product) => product.id));
  const all = [...catalogue, ...chosen.filter((product) => !shown.has(product.id))];
  return productTypes
    .map((type) => ({
      label: typeLabel(type),
      title: typeLabel(type),
      options: all
        .filter((product) => product.productType === type)
        .map((product) => ({ value: product.id, label: productLabel(product) })),
    }))
    .filter((group) => group.options.length > 0);
}

/**
 * A member's subscription: products (searchable, grouped by type), document types and the
 * e-mail choice, saved at once; "unsubscribe from everything" takes one click and can be undone.
 */
export function SubscriptionForm({
  subscription,
  catalogue,
}: {
  subscription: MySubscription;
  catalogue: readonly SubscribedProduct[];
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const save = useSaveSubscription();
  const unsubscribeAll = useUnsubscribeAll();
  /** What the member subscribed to before their one click out: the undo puts it back. */
  const [beforeUnsubscribing, setBeforeUnsubscribing] = useState<FormValues | null>(null);
  const options = useMemo(
    () =>
      productOptions(catalogue, subscription.products, (type) =>
        t(`subscription.productTypes.${type}`),
      ),
    [catalogue, subscription.products, t],
  );
  const subscribed = subscription.products.length > 0 || subscription.documentTypes.length > 0;

  const onSave = (values: FormValues) =>
    sendForm(form, async () => {
      const input: SubscriptionInput = values;
      await save.mutateAsync(input);
      setBeforeUnsubscribing(null);
      showSuccess(t("subscription.saved"));
    });

  // mutate, not mutateAsync: a failure is the http client's toast, and the form stays as it was.
  const onUnsubscribeAll = () => {
    const previous = valuesOf(subscription);
    unsubscribeAll.mutate(undefined, {
      onSuccess: () => {
        form.setFieldsValue({ productIds: [], documentTypes: [], email: false });
        setBeforeUnsubscribing(previous);
      },
    });
  };

  const onUndo = () => {
    if (!beforeUnsubscribing) return;
    const previous = beforeUnsubscribing;
    save.mutate(previous, {
      onSuccess: () => {
        form.setFieldsValue(previous);
        setBeforeUnsubscribing(null);
        showSuccess(t("subscription.restored"));
      },
    });
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={valuesOf(subscription)}
      onFinish={onSave}
      className="subscription-form"
    >
      {beforeUnsubscribing && (
        <Alert
          type="success"
          showIcon
          className="subscription-alert"
          message={t("subscription.unsubscribedAll")}
          action={
            <Button size="small" onClick={onUndo} loading={save.isPending}>
              {t("subscription.undo")}
            </Button>
          }
        />
      )}
      <Form.Item
        name="productIds"
        label={t("subscription.products")}
        extra={t("subscription.productsHint")}
        rules={[{ type: "array", max: subscriptionLimits.productsMax }]}
      >
        <Select
          mode="multiple"
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder={t("subscription.productsPlaceholder")}
          options={options}
          notFoundContent={t("subscription.noProducts")}
          aria-label={t("subscription.products")}
        />
      </Form.Item>
      <Form.Item
        name="documentTypes"
        label={t("subscription.documentTypes")}
        extra={t("subscription.documentTypesHint")}
      >
        <Checkbox.Group className="subscription-types">
          {documentTypes.map((type) => (
            <Checkbox key={type} value={type}>
              {t(`subscription.types.${type}`)}
            </Checkbox>
          ))}
        </Checkbox.Group>
      </Form.Item>
      <Form.Item
        name="email"
        label={t("subscription.email")}
        valuePropName="checked"
        extra={
          subscription.emailAddress ? (
            t("subscription.emailTo", { address: subscription.emailAddress })
          ) : (
            <span>
              {t("subscription.noEmailAddress")}{" "}
              <Link to="/editperson">{t("subscription.addEmail")}</Link>
            </span>
          )
        }
      >
        <Switch />
      </Form.Item>
      <Space wrap className="subscription-actions">
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t("subscription.save")}
        </Button>
        {subscribed ? (
          <Button danger onClick={onUnsubscribeAll} loading={unsubscribeAll.isPending}>
            {t("subscription.unsubscribeAll")}
          </Button>
        ) : (
          !beforeUnsubscribing && (
            <span className="subscription-muted">{t("subscription.nothingChosen")}</span>
          )
        )}
      </Space>
    </Form>
  );
}
