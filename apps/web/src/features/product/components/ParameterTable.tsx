import type { ProductDetail } from "@portal/shared";
import { Descriptions, Empty, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { formatParameterValue, parameterLabel } from "../parameter-value.ts";
import "./parameter-table.css";

/** The product's parameters in the dictionary's order, each with its unit; lists as tags. */
export function ParameterTable({ parameters }: { parameters: ProductDetail["parameters"] }) {
  const { t } = useTranslation();
  if (parameters.length === 0) {
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("product.detail.noParameters")} />
    );
  }
  return (
    <Descriptions
      className="parameter-table"
      bordered
      size="middle"
      column={{ xs: 1, sm: 1, md: 2 }}
      items={parameters.map((parameter) => ({
        key: parameter.key,
        label: parameterLabel(parameter.name, parameter.unit),
        children: Array.isArray(parameter.value) ? (
          <div className="parameter-list">
            {parameter.value.map((item) => (
              <Tag key={item}>{item}</Tag>
            ))}
          </div>
        ) : (
          formatParameterValue(parameter.value)
        ),
      }))}
    />
  );
}
