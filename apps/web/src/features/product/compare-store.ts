import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import {
  addToTray,
  normalizeTray,
  removeFromTray,
  type TrayAddOutcome,
  type TrayProduct,
  trayFromStorage,
} from "./compare-tray.ts";

type CompareTrayState = {
  items: TrayProduct[];
  add: (product: TrayProduct) => TrayAddOutcome;
  remove: (id: number) => void;
  /** The comparison page sets what it compares, so the tray shows the same products after it. */
  replace: (products: TrayProduct[]) => void;
  clear: () => void;
};

/**
 * The products chosen for comparison, kept in localStorage so the choice survives a reload and
 * a new tab while the visitor browses the catalogue.
 */
export const useCompareTray = create<CompareTrayState>()(
  persist(
    (set, get) => ({
      items: [],
      add: (product) => {
        const { items, outcome } = addToTray(get().items, product);
        if (outcome === "added") set({ items });
        return outcome;
      },
      remove: (id) => set({ items: removeFromTray(get().items, id) }),
      replace: (products) => set({ items: normalizeTray(products) }),
      clear: () => set({ items: [] }),
    }),
    {
      name: "portal_compare_tray",
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ items: state.items }),
      // A stored tray may be hand-edited or come from an older version: keep what is valid.
      merge: (persisted, current) => {
        const items = trayFromStorage((persisted as { items?: unknown } | undefined)?.items);
        return { ...current, items };
      },
    },
  ),
);
