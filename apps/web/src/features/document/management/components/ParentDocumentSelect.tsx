import { Select } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useDebouncedValue } from "../../../../lib/use-debounced-value.ts";
import { documentOptionLabel } from "../../components/DocumentPicker.tsx";
import { useManagedDocuments } from "../api.ts";

/**
 * Chooses the parent of a document among every document (`findProductDocuments`), never the
 * document itself. `current` names the parent already chosen before any search.
 */
export function ParentDocumentSelect({
  id,
  value,
  onChange,
  excludeId,
  current,
}: {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  excludeId?: number;
  current?: { id: number; name: string } | null;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState("");
  const keyword = useDebouncedValue(typed.trim());
  const found = useManagedDocuments({ keyword: keyword || undefined, page: 1, pageSize: 20 });
  const documents = (found.data?.list ?? []).filter((document) => document.id !== excludeId);
  const known =
    current && !documents.some((document) => document.id === current.id)
      ? [{ value: current.id, label: current.name }]
      : [];
  return (
    <Select<number>
      id={id}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      placeholder={t("document.admin.parentPlaceholder")}
      loading={found.isFetching}
      notFoundContent={found.isFetching ? t("common.loading") : t("document.feedback.noDocument")}
      options={[
        ...known,
        ...documents.map((document) => ({
          value: document.id,
          label: documentOptionLabel(document),
        })),
      ]}
      allowClear
    />
  );
}
