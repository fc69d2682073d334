import { type Language, languages } from "@portal/shared";
import { Dropdown } from "antd";
import { type ReactElement, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAppStore } from "../lib/app-store.ts";
import { changeLanguage } from "../lib/language.ts";

/** The languages' dropdown around the switcher's button, open as it first appears. */
export function LanguageMenu({ children }: { children: ReactElement }) {
  const { t } = useTranslation();
  const language = useAppStore((state) => state.language);
  // Loaded by the button's first click: that click asked for the menu, so it opens at once.
  const [open, setOpen] = useState(true);
  return (
    <Dropdown
      trigger={["click"]}
      open={open}
      onOpenChange={setOpen}
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: languages.map((item) => ({
          key: item,
          label: <span lang={item}>{t(`languageNames.${item}`)}</span>,
        })),
        onClick: ({ key }) => {
          setOpen(false);
          void changeLanguage(key as Language);
        },
      }}
    >
      {children}
    </Dropdown>
  );
}
