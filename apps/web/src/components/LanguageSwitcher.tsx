import { GlobalOutlined } from "@ant-design/icons";
import { type Language, languages } from "@portal/shared";
import { Button, Dropdown } from "antd";
import { useTranslation } from "react-i18next";
import { useAppStore } from "../lib/app-store.ts";
import { changeLanguage } from "../lib/language.ts";

const shortNames: Record<Language, string> = { "zh-CN": "简", "en-US": "EN", "zh-TW": "繁" };

/** The language menu of every header; the choice is remembered. */
export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const language = useAppStore((state) => state.language);
  return (
    <Dropdown
      trigger={["click"]}
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: languages.map((item) => ({
          key: item,
          label: <span lang={item}>{t(`languageNames.${item}`)}</span>,
        })),
        onClick: ({ key }) => void changeLanguage(key as Language),
      }}
    >
      <Button
        type="text"
        icon={<GlobalOutlined />}
        aria-label={`${t("common.language")}: ${t(`languageNames.${language}`)}`}
        data-testid="language-switcher"
      >
        {compact ? shortNames[language] : t(`languageNames.${language}`)}
      </Button>
    </Dropdown>
  );
}
