import { editorLimits } from "@portal/shared";
import type { Extensions } from "@tiptap/core";
import CodeBlockLowlight from "@tiptap/extension-code-block-lowlight";
import Highlight from "@tiptap/extension-highlight";
import Subscript from "@tiptap/extension-subscript";
import Superscript from "@tiptap/extension-superscript";
import { TableKit } from "@tiptap/extension-table";
import TextAlign from "@tiptap/extension-text-align";
import { TextStyleKit } from "@tiptap/extension-text-style";
import { Placeholder } from "@tiptap/extensions";
import StarterKit from "@tiptap/starter-kit";
import { common, createLowlight } from "lowlight";
import { Anchor } from "./extensions/anchor.ts";
import { BlockFormatExtension } from "./extensions/block-format.ts";
import { ListStyleExtension } from "./extensions/list-style.ts";
import { Media } from "./extensions/media.ts";
import { PageBreak } from "./extensions/page-break.ts";
import { RichImage } from "./extensions/rich-image.ts";
import { SearchHighlight } from "./extensions/search-highlight.ts";
import { TabSpaces } from "./extensions/tab-spaces.ts";
import { TableLimit } from "./extensions/table-limit.ts";
import { UndoLimit } from "./extensions/undo-limit.ts";

const lowlight = createLowlight(common);

/** Every extension of the editor, configured with the spec's constants. */
export function editorExtensions({
  placeholder = "",
  onTableRefused = () => undefined,
}: {
  placeholder?: string;
  onTableRefused?: () => void;
} = {}): Extensions {
  return [
    StarterKit.configure({
      codeBlock: false,
      heading: { levels: [1, 2, 3, 4] },
      undoRedo: { depth: editorLimits.undoDepth, newGroupDelay: editorLimits.undoGroupDelayMs },
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: "https",
        protocols: ["http", "https", "mailto", "tel"],
      },
    }),
    TextStyleKit.configure({ fontFamily: false, lineHeight: false }),
    Highlight.configure({ multicolor: true }),
    TextAlign.configure({ types: ["heading", "paragraph"] }),
    Subscript,
    Superscript,
    TableKit.configure({ table: { resizable: false } }),
    RichImage,
    // A block without a chosen language is highlighted as the language it looks like.
    CodeBlockLowlight.configure({ lowlight, defaultLanguage: null }),
    BlockFormatExtension.configure({ indent: editorLimits.indent }),
    ListStyleExtension,
    PageBreak,
    Anchor,
    Media,
    TabSpaces.configure({ spaces: editorLimits.tabSpaces }),
    SearchHighlight,
    UndoLimit.configure({ depth: editorLimits.undoDepth }),
    TableLimit.configure({ onRefused: onTableRefused }),
    Placeholder.configure({ placeholder }),
  ];
}
