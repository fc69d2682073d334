/**
 * The SQLSTATEs of a foreign key refusing a write: 23503 for a missing or (NO ACTION) still
 * referenced row, 23001 for a row an `onDelete: "restrict"` reference still holds.
 */
const foreignKeyRefusals = new Set(["23503", "23001"]);

/** Whether a failed statement was refused by a foreign key; drivers wrap the database's error. */
function isForeignKeyViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && foreignKeyRefusals.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Runs `write`; when a foreign key refuses it, throws `refusal()` (with the refusal as cause). */
export async function refusedByForeignKey<T>(
  write: () => Promise<T>,
  refusal: () => Error,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    throw Object.assign(refusal(), { cause: error });
  }
}
