import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";
import "./line-tabs.css";

type LineTab<Key extends string> = { key: Key; label: ReactNode };

type LineTabsProps<Key extends string> = {
  tabs: readonly LineTab<Key>[];
  activeKey: Key;
  onChange: (key: Key) => void;
  "aria-label": string;
  /** The active tab's panel. */
  children?: ReactNode;
};

/**
 * Tabs over one panel, drawn as Ant Design's line tabs are; a narrow screen scrolls the row.
 * Not antd's Tabs: they import their overflow menu and dropdown (about 18 KB gzipped) for
 * the "more" button of a row too long for the screen. Keyboard as WAI-ARIA's tabs pattern:
 * the arrows, Home and End move between tabs and choose the one they reach.
 */
export function LineTabs<Key extends string>({
  tabs,
  activeKey,
  onChange,
  "aria-label": label,
  children,
}: LineTabsProps<Key>) {
  const id = useId();
  const buttons = useRef(new Map<Key, HTMLButtonElement>());
  const tabId = (key: Key) => `${id}-tab-${key}`;

  const moveFrom = (index: number, event: KeyboardEvent) => {
    const last = tabs.length - 1;
    const targets: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = tabs[targets[event.key] ?? -1];
    if (!target) return;
    event.preventDefault();
    buttons.current.get(target.key)?.focus();
    onChange(target.key);
  };

  return (
    <div className="line-tabs">
      <div className="line-tabs-nav" role="tablist" aria-label={label}>
        {tabs.map((tab, index) => {
          const active = tab.key === activeKey;
          return (
            <button
              key={tab.key}
              ref={(button) => {
                if (button) buttons.current.set(tab.key, button);
                else buttons.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={tabId(tab.key)}
              className={active ? "line-tabs-tab line-tabs-tab-active" : "line-tabs-tab"}
              aria-selected={active}
              aria-controls={`${id}-panel`}
              tabIndex={active ? 0 : -1}
              onClick={() => {
                if (!active) onChange(tab.key);
              }}
              onKeyDown={(event) => moveFrom(index, event)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={tabId(activeKey)}>
        {children}
      </div>
    </div>
  );
}
