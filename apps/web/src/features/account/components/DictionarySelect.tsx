import { Select } from "antd";
import { useAppStore } from "../../../lib/app-store.ts";
import { type DictionaryType, useDictionary } from "../api.ts";
import { dictionaryLabel } from "../dictionary-label.ts";

export function DictionarySelect({
  type,
  placeholder,
  value,
  onChange,
  id,
}: {
  type: DictionaryType;
  placeholder: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  id?: string;
}) {
  const language = useAppStore((state) => state.language);
  const dictionary = useDictionary(type);
  return (
    <Select
      id={id}
      // Until the names are loaded an id would show as a bare number: show nothing instead.
      value={dictionary.data ? (value ?? undefined) : undefined}
      onChange={(next) => onChange?.(next ?? null)}
      placeholder={placeholder}
      allowClear
      showSearch={{ optionFilterProp: "label" }}
      loading={dictionary.isPending}
      options={(dictionary.data ?? []).map((entry) => ({
        value: entry.id,
        label: dictionaryLabel(entry, language),
      }))}
    />
  );
}
