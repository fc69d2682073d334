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
      parseHTML: (element) => element.getAttribute("name") ?? element.getAttribute("id") ?? "",
    },
  }),
  parseHTML: () => [{ tag: "a.anchor" }, { tag: "a[name]:not([href])" }],
  // `name` and the class are what the server's allow-list keeps of an anchor.
  renderHTML: ({ node }) => [
    "a",
    { id: node.attrs.name, name: node.attrs.name, class: "anchor", title: node.attrs.name },
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
