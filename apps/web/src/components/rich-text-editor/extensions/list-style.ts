import type { BulletListStyle, OrderedListStyle } from "@portal/shared";
import { Extension } from "@tiptap/core";
import { listStyleAttributes, listStyleOfElement } from "../list-styles.ts";

declare module "@tiptap/core" {
  interface Commands<ReturnType> {
    listStyle: {
      /** Makes the selection a list of this style (or restyles the list it is in). */
      setOrderedListStyle: (style: OrderedListStyle) => ReturnType;
      setBulletListStyle: (style: BulletListStyle) => ReturnType;
    };
  }
}

/** The spec's list styles, stored as a class with the matching inline CSS. */
export const ListStyleExtension = Extension.create({
  name: "listStyle",
  addGlobalAttributes() {
    return (["orderedList", "bulletList"] as const).map((type) => ({
      types: [type],
      attributes: {
        listStyle: {
          default: null,
          parseHTML: (element: HTMLElement) =>
            listStyleOfElement(type === "orderedList" ? "ordered" : "bullet", element),
          renderHTML: (attributes: Record<string, unknown>) => {
            const style = attributes.listStyle as OrderedListStyle | BulletListStyle | null;
            return style ? listStyleAttributes(style) : {};
          },
        },
      },
    }));
  },
  addCommands() {
    const setStyle =
      (type: "orderedList" | "bulletList", style: string) =>
      ({
        editor,
        chain,
      }: {
        editor: import("@tiptap/core").Editor;
        chain: () => import("@tiptap/core").ChainedCommands;
      }) => {
        const toggle = type === "orderedList" ? "toggleOrderedList" : "toggleBulletList";
        const inList = editor.isActive(type);
        const steps = inList ? chain() : chain()[toggle]();
        return steps.updateAttributes(type, { listStyle: style }).run();
      };
    return {
      setOrderedListStyle: (style) => setStyle("orderedList", style),
      setBulletListStyle: (style) => setStyle("bulletList", style),
    };
  },
});
