import { Extension } from "@tiptap/core";

/**
 * Tab inserts spaces (4 by the spec). It runs after the list and table keys, which use Tab to
 * nest an item or move to the next cell.
 */
export const TabSpaces = Extension.create<{ spaces: number }>({
  name: "tabSpaces",
  priority: 10,
  addOptions: () => ({ spaces: 4 }),
  addKeyboardShortcuts() {
    return {
      Tab: () =>
        this.editor.commands.command(({ tr }) => {
          tr.insertText(" ".repeat(this.options.spaces));
          return true;
        }),
    };
  },
});
