import { Select } from "antd";
import { useTranslation } from "react-i18next";
import { useProductTree } from "../../catalogue/index.ts";

/**
 * Chooses a published product from the catalogue's tree, grouped by category, development boards
 * listed under their module; typing filters by model and name.
 */
export function ProductSelect({
  id,
  value,
  onChange,
  placeholder,
  ariaLabel,
}: {
  id?: string;
  value?: number;
  onChange?: (value: number | undefined) => void;
  /** A filter's placeholder ("all products"): a filter may be cleared, a form's field not. */
  placeholder?: string;
  /** The field's name when no form label names it (a filter). */
  ariaLabel?: string;
}) {
  const { t } = useTranslation();
  const tree = useProductTree();
  const options = (tree.data ?? []).map((category) => ({
    label: category.name,
    title: category.name,
    options: category.products.flatMap((product) => [
      { value: product.id, label: `${product.model} · ${product.name}` },
      ...product.children.map((child) => ({
        value: child.id,
        label: `${child.model} · ${child.name}`,
      })),
    ]),
  }));
  return (
    <Select<number>
      id={id}
      value={value}
      onChange={(next) => onChange?.(next)}
      showSearch={{ optionFilterProp: "label" }}
      placeholder={placeholder ?? t("samples.form.productPlaceholder")}
      allowClear={placeholder !== undefined}
      aria-label={ariaLabel}
      loading={tree.isPending}
      status={tree.isError ? "error" : undefined}
      notFoundContent={
        tree.isPending
          ? t("common.loading")
          : tree.isError
            ? t("samples.form.productsFailed")
            : undefined
      }
      options={options}
    />
  );
}
