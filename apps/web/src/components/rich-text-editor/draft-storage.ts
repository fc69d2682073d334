/** A draft kept in the browser while a rich text is edited. */
export type EditorDraft = { html: string; savedAt: number };

const prefix = "portal_editor_draft:";

/** The draft saved under a key, or null when there is none or it cannot be read. */
export function readEditorDraft(key: string, storage: Storage = localStorage): EditorDraft | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(prefix + key) ?? "null");
    if (
      value &&
      typeof value === "object" &&
      typeof (value as EditorDraft).html === "string" &&
      typeof (value as EditorDraft).savedAt === "number"
    ) {
      return value as EditorDraft;
    }
  } catch {
    // A draft that is not JSON is no draft.
  }
  return null;
}

/** Saves a draft; answers false when the browser refuses (storage full or disabled). */
export function writeEditorDraft(
  key: string,
  draft: EditorDraft,
  storage: Storage = localStorage,
): boolean {
  try {
    storage.setItem(prefix + key, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

/** Forgets a draft: a form calls this once the text it held is saved. */
export function clearEditorDraft(key: string, storage: Storage = localStorage): void {
  try {
    storage.removeItem(prefix + key);
  } catch {
    // Storage disabled: nothing was kept.
  }
}
