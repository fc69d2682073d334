import { GlobalOutlined } from "@ant-design/icons";
import type { Language } from "@portal/shared";
import { Button } from "antd";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAppStore } from "../lib/app-store.ts";

const shortNames: Record<Language, string> = { "zh-CN": "简", "en-US": "EN", "zh-TW": "繁" };

const loadLanguageMenu = () => import("./LanguageMenu.tsx");

// The dropdown (antd's Dropdown and Menu) loads when the button is first pointed at or used:
// a first visit draws the button alone.
const LanguageMenu = lazy(() =>
  loadLanguageMenu().then((module) => ({ default: module.LanguageMenu })),
);

/** The language menu of every header; the choice is remembered. */
export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const language = useAppStore((state) => state.language);
  const [menuWanted, setMenuWanted] = useState(false);
  const button = (
    <Button
      type="text"
      icon={<GlobalOutlined />}
      aria-label={`${t("common.language")}: ${t(`languageNames.${language}`)}`}
      data-testid="language-switcher"
      onPointerEnter={() => void loadLanguageMenu()}
      onFocus={() => void loadLanguageMenu()}
      onClick={() => setMenuWanted(true)}
    >
      {compact ? shortNames[language] : t(`languageNames.${language}`)}
    </Button>
  );
  if (!menuWanted) return button;
  return (
    <Suspense fallback={button}>
      <LanguageMenu>{button}</LanguageMenu>
    </Suspense>
  );
}
