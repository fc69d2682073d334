import { DownOutlined } from "@ant-design/icons";
import { productLimits } from "@portal/shared";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import "../../../components/native-select/native-select.css";
import type { AddProductPicker } from "./AddProductPicker.tsx";
import "../pages/compare.css";

type Picker = typeof AddProductPicker;

let loadedPicker: Picker | null = null;
let pickerRequest: Promise<Picker> | null = null;

function loadPicker(): Promise<Picker> {
  pickerRequest ??= import("./AddProductPicker.tsx").then((module) => {
    loadedPicker = module.AddProductPicker;
    return module.AddProductPicker;
  });
  return pickerRequest;
}

/**
 * A searchable list of the catalogue's products (modules, boards, terminals) to add to a
 * comparison. Until the reader points at it, focuses it or clicks it, it is a text field drawn as
 * Ant Design's closed Select (compare.css), with the same role and name: antd's Select (its
 * virtual list, popup and tree libraries, about 35 KB gzipped) is then fetched and takes its
 * place, open if it was clicked, with what was typed meanwhile and the focus.
 */
export function AddProductSelect({
  excludedIds,
  onAdd,
}: {
  excludedIds: readonly number[];
  onAdd: (id: number) => void;
}) {
  const { t } = useTranslation();
  const [Loaded, setLoaded] = useState<Picker | null>(() => loadedPicker);
  const [open, setOpen] = useState(false);
  const [keyword, setKeyword] = useState("");
  const input = useRef<HTMLInputElement>(null);
  // Whether the field had the focus when the code arrived, so that the loaded one takes it.
  const focusOnLoad = useRef(false);
  const full = excludedIds.length >= productLimits.compareMax;
  const placeholder = full
    ? t("product.compare.addFull", { max: productLimits.compareMax })
    : t("product.compare.addPlaceholder");
  const label = t("product.compare.addProduct");

  const request = () => {
    if (Loaded) return;
    void loadPicker().then((picker) => {
      focusOnLoad.current = input.current !== null && document.activeElement === input.current;
      setLoaded(() => picker);
    });
  };

  // The loaded field takes the focus with the caret after what was typed, as if it had been there.
  // (Its own effect, a child's, has run first.)
  useEffect(() => {
    const field = document.activeElement;
    if (!Loaded || !focusOnLoad.current || !(field instanceof HTMLInputElement)) return;
    field.setSelectionRange(field.value.length, field.value.length);
  }, [Loaded]);

  if (Loaded && !full) {
    return (
      <Loaded
        excludedIds={excludedIds}
        onAdd={onAdd}
        placeholder={placeholder}
        label={label}
        keyword={keyword}
        onKeywordChange={setKeyword}
        open={open}
        onOpenChange={setOpen}
        autoFocus={focusOnLoad.current}
      />
    );
  }

  const openList = () => {
    setOpen(true);
    request();
  };
  return (
    <span
      className="native-select compare-add-select compare-add-placeholder"
      onPointerEnter={full ? undefined : request}
    >
      <input
        ref={input}
        type="text"
        role="combobox"
        aria-label={label}
        aria-expanded={false}
        aria-haspopup="listbox"
        aria-autocomplete="list"
        autoComplete="off"
        placeholder={placeholder}
        disabled={full}
        value={keyword}
        onFocus={request}
        onPointerDown={openList}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" || event.key === "Enter") openList();
        }}
        onChange={(event) => {
          setKeyword(event.target.value);
          openList();
        }}
      />
      <DownOutlined className="native-select-arrow" aria-hidden />
    </span>
  );
}
