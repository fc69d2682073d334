const units = ["B", "KB", "MB", "GB"] as const;

/** A size for people: whole bytes below 1 KB, else the largest unit with one decimal ("2.4 MB", "5 MB"). */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const text = unit === 0 ? String(Math.round(value)) : value.toFixed(1).replace(/\.0$/, "");
  return `${text} ${units[unit]}`;
}
