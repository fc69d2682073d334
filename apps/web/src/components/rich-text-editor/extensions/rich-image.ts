import { type ImageFloat, imageFloats } from "@portal/shared";
import Image from "@tiptap/extension-image";

/** What the image dialog sets: the spec's src, size, border, spacing, title, alt and float. */
export type ImageAttributes = {
  src: string;
  alt?: string | null;
  title?: string | null;
  width?: number | null;
  height?: number | null;
  border?: number | null;
  hspace?: number | null;
  vspace?: number | null;
  float?: ImageFloat;
};

const numberAttribute = (name: string) => ({
  default: null,
  parseHTML: (element: HTMLElement) => {
    const value = Number.parseInt(
      element.getAttribute(name) ?? element.getAttribute(`data-${name}`) ?? "",
      10,
    );
    return Number.isFinite(value) && value >= 0 ? value : null;
  },
  renderHTML: () => ({}),
});

/** The inline style that shows an image's border, spacing and float without the editor's CSS. */
function imageStyle(attributes: Record<string, unknown>): string {
  const parts: string[] = [];
  const border = attributes.border as number | null;
  const hspace = (attributes.hspace as number | null) ?? 0;
  const vspace = (attributes.vspace as number | null) ?? 0;
  const float = attributes.float as ImageFloat;
  if (border) parts.push(`border: ${border}px solid #000`);
  if (float === "center") parts.push(`display: block; margin: ${vspace}px auto`);
  else if (hspace || vspace) parts.push(`margin: ${vspace}px ${hspace}px`);
  if (float === "left" || float === "right") parts.push(`float: ${float}`);
  return parts.join("; ");
}

/** Images with the attributes of the spec's insert dialog; pasted and dropped images are uploaded. */
export const RichImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      width: numberAttribute("width"),
      height: numberAttribute("height"),
      border: numberAttribute("border"),
      hspace: numberAttribute("hspace"),
      vspace: numberAttribute("vspace"),
      float: {
        default: "none",
        parseHTML: (element: HTMLElement) =>
          imageFloats.find(
            (float) => float === (element.getAttribute("align") ?? element.style.float),
          ) ?? "none",
        renderHTML: () => ({}),
      },
    };
  },
  renderHTML({ HTMLAttributes, node }) {
    const { width, height, border, hspace, vspace, float } = node.attrs;
    const attributes: Record<string, unknown> = { ...HTMLAttributes };
    if (width) attributes.width = width;
    if (height) attributes.height = height;
    // The legacy attributes are what the server's allow-list keeps; the style shows them.
    if (border) attributes.border = border;
    if (hspace) attributes.hspace = hspace;
    if (vspace) attributes.vspace = vspace;
    if (float && float !== "none") attributes.align = float;
    const style = imageStyle(node.attrs);
    if (style) attributes.style = style;
    return ["img", attributes];
  },
}).configure({ allowBase64: true, inline: false });
