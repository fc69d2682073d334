import { SearchOutlined } from "@ant-design/icons";
import { Button } from "antd";
import {
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
  useId,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { normalizedQuery, searchPath, searchQueryMaxLength } from "../search-address.ts";
import "./site-search-box.css";

/**
 * The search of the public header: an icon that opens a field under the header. The header has
 * no room for a field of its own (in English its menu already fills a 1366 px screen), and the
 * box is on every public page's first load, so it is built of what the header already loads (a
 * native field, the header's Button, one icon); the results page loads on its own.
 */
export function SiteSearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // The field belongs to the page it was opened on: any navigation closes it. The key alone is
  // "default" for every address typed or changed outside the app, so the address is part of it.
  const here = `${location.key} ${location.pathname}${location.search}`;
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === here;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem("q") as HTMLInputElement;
    const query = normalizedQuery(field.value);
    if (query === "") field.focus();
    else navigate(searchPath({ query }));
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    setOpenedOn(null);
    toggleRef.current?.focus();
  };
  // Leaving the field for anything but the icon (which toggles it itself) closes it.
  const closeOnLeave = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (
      next instanceof Node &&
      (event.currentTarget.contains(next) || next === toggleRef.current)
    ) {
      return;
    }
    setOpenedOn(null);
  };

  return (
    <>
      <Button
        ref={toggleRef}
        type="text"
        icon={<SearchOutlined />}
        aria-label={t(open ? "siteSearch.close" : "siteSearch.open")}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        // The field keeps the focus while the icon is pressed (Safari never focuses a button), so
        // leaving it does not close it before the icon's click toggles it.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => setOpenedOn(open ? null : here)}
      />
      {open ? (
        <search
          id={panelId}
          aria-label={t("siteSearch.region")}
          className="site-search-panel"
          onBlur={closeOnLeave}
        >
          <form className="site-search-form" onSubmit={submit}>
            <input
              name="q"
              type="search"
              className="site-search-input"
              aria-label={t("siteSearch.label")}
              placeholder={t("siteSearch.placeholder")}
              maxLength={searchQueryMaxLength}
              autoComplete="off"
              enterKeyHint="search"
              // biome-ignore lint/a11y/noAutofocus: the field appears because the visitor asked for it
              autoFocus
              onKeyDown={closeOnEscape}
            />
            <button
              type="submit"
              className="site-search-submit"
              aria-label={t("siteSearch.submit")}
            >
              <SearchOutlined />
            </button>
          </form>
        </search>
      ) : null}
    </>
  );
}
