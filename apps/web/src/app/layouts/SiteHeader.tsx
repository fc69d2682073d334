import { MenuOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { LanguageSwitcher } from "../../components/LanguageSwitcher.tsx";
import { SiteSearchBox } from "../../features/search/index.ts";
import { useAppStore } from "../../lib/app-store.ts";
import { useMediaQuery } from "../../lib/use-media-query.ts";
import { BrandLogo } from "./BrandLogo.tsx";
import { UserMenu } from "./UserMenu.tsx";
import "./site-header.css";

// Only a signed-in member has it, and it loads after the page: a visitor never downloads it.
const MessageBell = lazy(() =>
  import("../../features/message/index.ts").then((module) => ({ default: module.MessageBell })),
);

// Only wide screens show it (antd's Menu and its popups): a phone's first visit never loads it.
const HeaderMenu = lazy(() =>
  import("./HeaderMenu.tsx").then((module) => ({ default: module.HeaderMenu })),
);

// Only phones open it, and only when asked: desktops never download the drawer.
const MobileNavigation = lazy(() =>
  import("./MobileNavigation.tsx").then((module) => ({ default: module.MobileNavigation })),
);

/** The public header: logo, navigation, search, language and the user's corner; a drawer on phones. */
export function SiteHeader() {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerOpened, setDrawerOpened] = useState(false);
  const token = useAppStore((state) => state.token);
  // Ant Design's "lg" breakpoint (screenLG), where the header has room for the whole menu.
  const wide = useMediaQuery("(min-width: 992px)");

  return (
    <header className="site-header">
      <div className="site-header-inner">
        <BrandLogo />
        {wide ? (
          <Suspense fallback={<div className="site-header-spacer" />}>
            <HeaderMenu />
          </Suspense>
        ) : (
          <div className="site-header-spacer" />
        )}
        <div className="site-header-actions">
          <SiteSearchBox />
          <LanguageSwitcher compact={!wide} />
          {token ? (
            <Suspense fallback={null}>
              <MessageBell />
            </Suspense>
          ) : null}
          {wide ? <UserMenu /> : null}
          {wide ? null : (
            <Button
              type="text"
              icon={<MenuOutlined />}
              aria-label={t("common.openMenu")}
              aria-expanded={drawerOpen}
              onClick={() => {
                setDrawerOpened(true);
                setDrawerOpen(true);
              }}
              data-testid="open-navigation"
            />
          )}
        </div>
      </div>
      {!wide && drawerOpened ? (
        <Suspense fallback={null}>
          <MobileNavigation open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
