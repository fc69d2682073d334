import type { ProductAdminRow } from "@portal/shared";
import { InputNumber } from "antd";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { showSuccess } from "../../../../lib/feedback.ts";
import { useUpdateProductSort } from "../api.ts";

const maxSort = 1_000_000;

/** The order field of a row: saved when the person leaves the field or presses Enter. */
export function ProductSortInput({ row }: { row: ProductAdminRow }) {
  const { t } = useTranslation();
  const update = useUpdateProductSort();
  const [value, setValue] = useState<number | null>(row.sort);
  const saved = useRef(row.sort);
  useEffect(() => {
    saved.current = row.sort;
    setValue(row.sort);
  }, [row.sort]);

  async function commit() {
    if (value === null || value === saved.current) {
      setValue(saved.current);
      return;
    }
    const previous = saved.current;
    saved.current = value;
    try {
      await update.mutateAsync({ id: row.id, sort: value });
      showSuccess(t("product.management.actions.sortSaved", { model: row.model }));
    } catch {
      saved.current = previous;
      setValue(previous);
    }
  }

  return (
    <InputNumber
      size="small"
      min={0}
      max={maxSort}
      precision={0}
      value={value}
      onChange={setValue}
      onBlur={() => void commit()}
      onPressEnter={() => void commit()}
      controls={false}
      aria-label={t("product.management.table.sortOf", { model: row.model })}
      className="product-sort-input"
    />
  );
}
