import { productTypes } from "@portal/shared";
import { Select } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSubscriptionCatalogue } from "../api.ts";
import { productLabel } from "../product-label.ts";

/**
 * The product a notice is about, for the notice form: the published catalogue, searchable and
 * grouped by type; empty for a notice about no product. Its subscribers hear of the notice.
 */
export function NoticeProductSelect({
  value,
  onChange,
  id,
}: {
  value?: number | null;
  onChange?: (productId: number | null) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  const catalogue = useSubscriptionCatalogue(true);
  const options = useMemo(
    () =>
      productTypes
        .map((type) => ({
          label: t(`subscription.productTypes.${type}`),
          title: t(`subscription.productTypes.${type}`),
          options: (catalogue.data ?? [])
            .filter((product) => product.productType === type)
            .map((product) => ({ value: product.id, label: productLabel(product) })),
        }))
        .filter((group) => group.options.length > 0),
    [catalogue.data, t],
  );
  return (
    <Select<number>
      id={id}
      value={value ?? undefined}
      onChange={(productId) => onChange?.(productId ?? null)}
      allowClear
      showSearch
      optionFilterProp="label"
      loading={catalogue.isPending}
      status={catalogue.isError ? "warning" : undefined}
      placeholder={
        catalogue.isError
          ? t("subscription.noticeProduct.loadFailed")
          : t("subscription.noticeProduct.placeholder")
      }
      notFoundContent={t("subscription.noProducts")}
      options={options}
    />
  );
}
