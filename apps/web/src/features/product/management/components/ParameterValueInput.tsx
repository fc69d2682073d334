import { type ProductParameterEntry, productLimits } from "@portal/shared";
import { Input, InputNumber, Select, Space } from "antd";
import { useTranslation } from "react-i18next";
import type { ParameterInputValue } from "../parameter-rows.ts";

const listSeparators = [",", "，", ";", "；"];

/** The input of one parameter, by its kind: a number or a text with the unit beside it, or tags. */
export function ParameterValueInput({
  id,
  value,
  onChange,
  entry,
}: {
  id?: string;
  value?: ParameterInputValue;
  onChange?: (value: ParameterInputValue) => void;
  entry: ProductParameterEntry;
}) {
  const { t } = useTranslation();
  const unit = entry.unit ? <Space.Addon>{entry.unit}</Space.Addon> : null;
  switch (entry.kind) {
    case "number":
      return (
        <Space.Compact block>
          <InputNumber
            id={id}
            value={typeof value === "number" ? value : null}
            onChange={(next) => onChange?.(next)}
            controls={false}
            style={{ width: "100%" }}
          />
          {unit}
        </Space.Compact>
      );
    case "text":
      return (
        <Space.Compact block>
          <Input
            id={id}
            value={typeof value === "string" ? value : ""}
            onChange={(event) => onChange?.(event.target.value)}
            maxLength={productLimits.textParameterMaxLength}
          />
          {unit}
        </Space.Compact>
      );
    case "list":
      return (
        <Select
          id={id}
          mode="tags"
          value={Array.isArray(value) ? value : []}
          onChange={(next: string[]) => onChange?.(next)}
          tokenSeparators={listSeparators}
          placeholder={t("product.management.parameters.listPlaceholder")}
          open={false}
          suffixIcon={null}
        />
      );
  }
}
