/** A positive whole number from the address (`?productId=12`); anything else reads as none. */
export function positiveIntegerParam(text: string | null): number | null {
  if (!text || !/^\d+$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}
