/** The ids of `rows` in their order once the row at `index` moved by `offset` places. */
export function movedIds(rows: readonly { id: number }[], index: number, offset: number): number[] {
  const ids = rows.map((row) => row.id);
  const target = index + offset;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return ids;
  const [id] = ids.splice(index, 1);
  if (id !== undefined) ids.splice(target, 0, id);
  return ids;
}
