/** Whether the session passed a safety check, and until when (null: it has not, or it ran out). */
export function presentSafetyPermission(validUntil: Date | null): {
  granted: boolean;
  validUntil: string | null;
} {
  return { granted: validUntil !== null, validUntil: validUntil?.toISOString() ?? null };
}
