import { type ProductListItem, productLimits } from "@portal/shared";

/** What the tray keeps of a product: enough to show it without asking the server again. */
export type TrayProduct = Pick<ProductListItem, "id" | "model" | "name" | "image">;

export type TrayAddOutcome = "added" | "alreadyThere" | "full";

function trayProductOf(product: TrayProduct): TrayProduct {
  return { id: product.id, model: product.model, name: product.name, image: product.image };
}

/** Adds a product at the end unless it is there already or the tray holds the maximum. */
export function addToTray(
  items: readonly TrayProduct[],
  product: TrayProduct,
): { items: TrayProduct[]; outcome: TrayAddOutcome } {
  if (items.some((item) => item.id === product.id)) {
    return { items: [...items], outcome: "alreadyThere" };
  }
  if (items.length >= productLimits.compareMax) return { items: [...items], outcome: "full" };
  return { items: [...items, trayProductOf(product)], outcome: "added" };
}

export function removeFromTray(items: readonly TrayProduct[], id: number): TrayProduct[] {
  return items.filter((item) => item.id !== id);
}

/** The tray as a comparison shows it: at most the maximum, each product once. */
export function normalizeTray(items: readonly TrayProduct[]): TrayProduct[] {
  const seen = new Set<number>();
  const kept: TrayProduct[] = [];
  for (const item of items) {
    if (seen.has(item.id) || kept.length >= productLimits.compareMax) continue;
    seen.add(item.id);
    kept.push(trayProductOf(item));
  }
  return kept;
}

export function canCompare(items: readonly TrayProduct[]): boolean {
  return items.length >= productLimits.compareMin && items.length <= productLimits.compareMax;
}

function isTrayProduct(value: unknown): value is TrayProduct {
  if (typeof value !== "object" || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(item.id) &&
    (item.id as number) > 0 &&
    typeof item.model === "string" &&
    typeof item.name === "string" &&
    (item.image === null || typeof item.image === "string")
  );
}

/** The tray read back from storage, which may be hand-edited or stale: only what is valid. */
export function trayFromStorage(stored: unknown): TrayProduct[] {
  return Array.isArray(stored) ? normalizeTray(stored.filter(isTrayProduct)) : [];
}
