import { clientStorageKeys, type Language } from "@portal/shared";
import { create } from "zustand";
import { readCookie } from "./cookies.ts";
import { isMobileUserAgent } from "./device.ts";
import { detectLanguage } from "./language-detection.ts";

/** The app state of the spec (section 3). */
export type AppState = {
  windowHeight: number;
  language: Language;
  isMobile: boolean;
  chatLoginVisible: boolean;
  /** The session token, mirrored from its cookie. */
  token: string | null;
  isShowViewDialog: boolean;
  isShowExportDialog: boolean;
  setWindowHeight: (height: number) => void;
  setLanguage: (language: Language) => void;
  setChatLoginVisible: (visible: boolean) => void;
  setToken: (token: string | null) => void;
  setShowViewDialog: (visible: boolean) => void;
  setShowExportDialog: (visible: boolean) => void;
};

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(clientStorageKeys.language);
  } catch {
    return null;
  }
}

export const useAppStore = create<AppState>()((set) => ({
  windowHeight: window.innerHeight,
  language: detectLanguage(storedLanguage(), navigator.languages ?? [navigator.language]),
  isMobile: isMobileUserAgent(navigator.userAgent),
  chatLoginVisible: false,
  token: readCookie(clientStorageKeys.tokenCookie),
  isShowViewDialog: false,
  isShowExportDialog: false,
  setWindowHeight: (windowHeight) => set({ windowHeight }),
  setLanguage: (language) => set({ language }),
  setChatLoginVisible: (chatLoginVisible) => set({ chatLoginVisible }),
  setToken: (token) => set({ token }),
  setShowViewDialog: (isShowViewDialog) => set({ isShowViewDialog }),
  setShowExportDialog: (isShowExportDialog) => set({ isShowExportDialog }),
}));
