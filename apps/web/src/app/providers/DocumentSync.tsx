import { useEffect } from "react";
import { i18n } from "../../i18n/i18n.ts";
import { useAppStore } from "../../lib/app-store.ts";

/** Keeps the page in step with the app state: html lang, mobile class, window height. */
export function DocumentSync() {
  const language = useAppStore((state) => state.language);
  const isMobile = useAppStore((state) => state.isMobile);
  const setWindowHeight = useAppStore((state) => state.setWindowHeight);

  useEffect(() => {
    document.documentElement.lang = language;
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [language]);

  useEffect(() => {
    document.body.classList.toggle("is-mobile", isMobile);
  }, [isMobile]);

  useEffect(() => {
    const update = () => setWindowHeight(window.innerHeight);
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, [setWindowHeight]);

  return null;
}
