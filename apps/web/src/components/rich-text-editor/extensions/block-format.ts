import { Extension } from "@tiptap/core";

export type BlockFormat = {
  lineHeight?: string | null;
  /** Space above and below the paragraph, in px. */
  spacing?: number | null;
  /** Whether the first line is indented by 2em. */
  indent?: boolean;
};

declare module "@tiptap/core" {
  interface Commands<ReturnType> {
    blockFormat: {
      /** Sets line height, paragraph spacing or indent on the paragraphs and headings selected. */
      setBlockFormat: (format: BlockFormat) => ReturnType;
      toggleIndent: () => ReturnType;
    };
  }
}

const blockTypes = ["paragraph", "heading"];

/**
 * Line height, paragraph spacing and first-line indent belong to a paragraph, not to a run of
 * text, so they are attributes of the block and written as its inline style.
 */
export const BlockFormatExtension = Extension.create<{ indent: string }>({
  name: "blockFormat",
  addOptions: () => ({ indent: "2em" }),
  addGlobalAttributes() {
    const indent = this.options.indent;
    return [
      {
        types: blockTypes,
        attributes: {
          lineHeight: {
            default: null,
            parseHTML: (element) => element.style.lineHeight || null,
            renderHTML: (attributes) =>
              attributes.lineHeight ? { style: `line-height: ${attributes.lineHeight}` } : {},
          },
          spacing: {
            default: null,
            parseHTML: (element) => {
              const top = Number.parseInt(element.style.marginTop, 10);
              return Number.isFinite(top) && top > 0 ? top : null;
            },
            renderHTML: (attributes) =>
              attributes.spacing
                ? {
                    style: `margin-top: ${attributes.spacing}px; margin-bottom: ${attributes.spacing}px`,
                  }
                : {},
          },
          indent: {
            default: false,
            parseHTML: (element) =>
              element.style.textIndent !== "" && element.style.textIndent !== "0px",
            renderHTML: (attributes) =>
              attributes.indent ? { style: `text-indent: ${indent}` } : {},
          },
        },
      },
    ];
  },
  addCommands() {
    return {
      setBlockFormat:
        (format) =>
        ({ commands }) =>
          blockTypes.map((type) => commands.updateAttributes(type, format)).some(Boolean),
      toggleIndent:
        () =>
        ({ editor, commands }) => {
          const indented =
            editor.isActive("paragraph", { indent: true }) ||
            editor.isActive("heading", { indent: true });
          return blockTypes
            .map((type) => commands.updateAttributes(type, { indent: !indented }))
            .some(Boolean);
        },
    };
  },
});
