import {
  type BulletListStyle,
  bulletListStyles,
  type OrderedListStyle,
  orderedListStyles,
} from "@portal/shared";

/**
 * The CSS `list-style-type` of each list style. "cn" (一、二、) is the Chinese enumeration; "num"
 * (1、2、) is decimal here and gets its comma from the stylesheet; "dash" and "dot" are string
 * markers, which CSS accepts as a type.
 */
const cssListStyleType: Record<OrderedListStyle | BulletListStyle, string> = {
  decimal: "decimal",
  "lower-alpha": "lower-alpha",
  "lower-roman": "lower-roman",
  "upper-alpha": "upper-alpha",
  "upper-roman": "upper-roman",
  num: "decimal",
  cn: "simp-chinese-informal",
  circle: "circle",
  disc: "disc",
  square: "square",
  dash: '"\\2013  "',
  dot: '"\\00B7  "',
};

/** The inline style that shows a list in its style, also where the editor's stylesheet is absent. */
export function listStyleCss(style: OrderedListStyle | BulletListStyle): string {
  return `list-style-type: ${cssListStyleType[style]}`;
}

/** The HTML `type` of an ordered list in the styles HTML has one for. */
const orderedListTypes: Partial<Record<OrderedListStyle, string>> = {
  decimal: "1",
  "lower-alpha": "a",
  "upper-alpha": "A",
  "lower-roman": "i",
  "upper-roman": "I",
};

/**
 * The attributes a list of this style is written with: its class (`list-cn`), the inline CSS and,
 * for ordered lists, the HTML `type` where one exists, so that the style survives an allow-list
 * that keeps only some of them.
 */
export function listStyleAttributes(
  style: OrderedListStyle | BulletListStyle,
): Record<string, string> {
  const type = orderedListTypes[style as OrderedListStyle];
  return { class: `list-${style}`, style: listStyleCss(style), ...(type ? { type } : {}) };
}

/** The style written on a list element by `listStyleAttributes`, read back from any of its forms. */
export function listStyleOfElement(
  kind: "ordered" | "bullet",
  element: Element,
): OrderedListStyle | BulletListStyle | null {
  const fromClass = /(?:^|\s)list-([a-z-]+)/.exec(element.getAttribute("class") ?? "")?.[1] ?? null;
  const fromType = Object.entries(orderedListTypes).find(
    ([, type]) => type === element.getAttribute("type"),
  )?.[0];
  return (
    listStyleOf(kind, fromClass) ??
    (kind === "ordered" ? listStyleOf(kind, fromType ?? null) : null)
  );
}

/** The style stored on a list element, when it is one the list kind accepts. */
export function listStyleOf(
  kind: "ordered" | "bullet",
  stored: string | null,
): OrderedListStyle | BulletListStyle | null {
  const accepted: readonly string[] = kind === "ordered" ? orderedListStyles : bulletListStyles;
  return stored !== null && accepted.includes(stored)
    ? (stored as OrderedListStyle | BulletListStyle)
    : null;
}
