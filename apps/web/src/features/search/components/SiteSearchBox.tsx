import { SearchOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { normalizedQuery, searchPath, searchQueryMaxLength } from "../search-address.ts";
import "./site-search-box.css";

/**
 * The search box of the public header. It is on every public page's first load, so it is built
 * of what the header already loads (a native field, the header's Button, one icon); the results
 * page loads on its own. A phone shows an icon that opens the field under the header.
 */
export function SiteSearchBox({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // The phone's panel belongs to the page it was opened on: any navigation closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === location.key;

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

  const form = (
    // Keyed by the navigation: the field is empty again on the next page.
    <form key={location.key} className="site-search-form" onSubmit={submit}>
      <input
        name="q"
        type="search"
        className="site-search-input"
        aria-label={t("siteSearch.label")}
        placeholder={t("siteSearch.placeholder")}
        maxLength={searchQueryMaxLength}
        autoComplete="off"
        enterKeyHint="search"
        // biome-ignore lint/a11y/noAutofocus: on a phone the field appears because the visitor asked for it
        autoFocus={compact}
        onKeyDown={compact ? closeOnEscape : undefined}
      />
      <button type="submit" className="site-search-submit" aria-label={t("siteSearch.submit")}>
        <SearchOutlined />
      </button>
    </form>
  );

  if (!compact) {
    return (
      <search aria-label={t("siteSearch.region")} className="site-search">
        {form}
      </search>
    );
  }
  return (
    <>
      <Button
        ref={toggleRef}
        type="text"
        icon={<SearchOutlined />}
        aria-label={t(open ? "siteSearch.close" : "siteSearch.open")}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpenedOn(open ? null : location.key)}
        data-testid="open-site-search"
      />
      {open ? (
        <search id={panelId} aria-label={t("siteSearch.region")} className="site-search-panel">
          {form}
        </search>
      ) : null}
    </>
  );
}
