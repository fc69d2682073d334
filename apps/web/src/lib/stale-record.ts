/**
 * Whether a failure is a save from a stale edit version: the server answers 409 with
 * `data: { currentVersion }` when someone else saved the record after the form read it.
 */
export function isStaleRecordFailure({ status, data }: { status: number; data: unknown }): boolean {
  return (
    status === 409 &&
    typeof data === "object" &&
    data !== null &&
    !Array.isArray(data) &&
    typeof (data as { currentVersion?: unknown }).currentVersion === "number"
  );
}
