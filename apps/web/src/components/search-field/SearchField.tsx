import { CloseCircleFilled, SearchOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { type ReactNode, useRef } from "react";
import "./search-field.css";

/**
 * A search box with a clear button and a search button, drawn as Ant Design's
 * `Input.Search` with `allowClear` and `enterButton` is (search-field.css), large too, with the
 * button's own label in place of the icon, and doing what it does: Enter or the button searches
 * the text, the clear button empties it and searches nothing. Ant Design's Input brings its
 * text area, password and one-time-code fields, about 17 KB gzipped, and the forms' stylesheet
 * (vite-plugins/antd-static-styles.ts).
 */
export function SearchField({
  value,
  onChange,
  onSearch,
  placeholder,
  maxLength,
  className,
  size,
  buttonLabel,
  "aria-label": ariaLabel,
}: {
  value: string;
  onChange: (value: string) => void;
  onSearch: (value: string) => void;
  placeholder?: string;
  maxLength?: number;
  className?: string;
  size?: "large";
  /** The search button's label; a magnifier without one. */
  buttonLabel?: ReactNode;
  "aria-label"?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const classes = ["search-field", size === "large" ? "search-field-large" : "", className ?? ""];
  return (
    <div className={classes.filter(Boolean).join(" ")}>
      <span className="search-field-affix">
        <input
          ref={input}
          type="search"
          value={value}
          placeholder={placeholder}
          aria-label={ariaLabel}
          maxLength={maxLength}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !event.nativeEvent.isComposing) onSearch(value);
          }}
        />
        <span className="search-field-suffix">
          <button
            type="button"
            className={
              value === "" ? "search-field-clear search-field-clear-hidden" : "search-field-clear"
            }
            onClick={() => {
              onChange("");
              onSearch("");
              input.current?.focus();
            }}
          >
            <CloseCircleFilled />
          </button>
        </span>
      </span>
      <Button
        type="primary"
        size={size}
        className="search-field-button"
        icon={buttonLabel ? undefined : <SearchOutlined />}
        onClick={() => onSearch(value)}
      >
        {buttonLabel}
      </Button>
    </div>
  );
}
