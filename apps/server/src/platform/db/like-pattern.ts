/** An ILIKE pattern matching texts that contain `keyword`; `%`, `_` and `\` typed by a person are taken literally. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, "\\$&")}%`;
}
