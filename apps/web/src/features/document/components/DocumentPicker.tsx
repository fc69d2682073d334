import type { DocumentItem } from "@portal/shared";
import { Select } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";
import { useDocumentSearch } from "../api.ts";

/** How a document reads in a picker: its name, product and newest version. */
export function documentOptionLabel(
  document: Pick<DocumentItem, "name" | "productModel" | "latestVersion">,
) {
  return [document.name, document.productModel, document.latestVersion.version]
    .filter(Boolean)
    .join(" · ");
}

/**
 * A form field choosing a document by searching the public document centre (`queryDocument`).
 * `initial` is the already chosen document, so its name shows before any search.
 */
export function DocumentPicker({
  id,
  value,
  onChange,
  initial,
}: {
  id?: string;
  value?: number;
  onChange?: (value: number | undefined) => void;
  initial?: DocumentItem | null;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState("");
  const keyword = useDebouncedValue(typed.trim());
  const search = useDocumentSearch({ keyword: keyword || undefined, page: 1, pageSize: 20 });
  const found = search.data?.list ?? [];
  const options = [
    ...(initial && !found.some((document) => document.id === initial.id) ? [initial] : []),
    ...found,
  ].map((document) => ({ value: document.id, label: documentOptionLabel(document) }));

  return (
    <Select
      id={id}
      value={value}
      onChange={(next) => onChange?.(next)}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      placeholder={t("document.feedback.documentPlaceholder")}
      loading={search.isFetching}
      notFoundContent={search.isFetching ? t("common.loading") : t("document.feedback.noDocument")}
      options={options}
      allowClear
    />
  );
}
