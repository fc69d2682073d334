import { Node } from "@tiptap/core";

declare module "@tiptap/core" {
  interface Commands<ReturnType> {
    anchor: { insertAnchor: (name: string) => ReturnType };
  }
}

/** A named place in the text a link can point to (`#name`). */
export const Anchor = Node.create({
  name: "anchor",
  group: "inline",
  inline: true,
  atom: true,
  selectable: true,
  addAttributes: () => ({
    name: {
      default: "",
      parseHTML: (element) => element.getAttribute("id") ?? element.getAttribute("name") ?? "",
    },
  }),
  parseHTML: () => [{ tag: "a[data-anchor]" }, { tag: "a[name]:not([href])" }],
  renderHTML: ({ node }) => [
    "a",
    { id: node.attrs.name, "data-anchor": "true", class: "editor-anchor", title: node.attrs.name },
  ],
  addCommands() {
    return {
      insertAnchor:
        (name) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: { name } }),
    };
  },
});

/** An anchor name: letters, digits, "-" and "_", starting with a letter. */
export function isAnchorName(name: string): boolean {
  return /^[A-Za-z][\w-]{0,63}$/.test(name);
}
