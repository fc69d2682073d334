import type { TextType } from "@portal/shared";

/**
 * The page each type of text is read on. The spec has no route of its own for official news
 * (read with the notices) or knowledge articles (read as school articles), nor for single pages.
 */
export function textPath(type: TextType, id: number): string {
  switch (type) {
    case "notice":
    case "news":
      return `/notice/detail/${id}`;
    case "marketing":
      return `/marketing/detail/${id}`;
    case "schoolVideo":
      return `/school/video/${id}`;
    case "solution":
      return `/solution/detail/${id}`;
    case "schoolArticle":
    case "knowledge":
    case "page":
      return `/school/article/${id}`;
  }
}

/** The list a type of text belongs to, for the detail page's breadcrumb. */
export function listPathOf(type: TextType): string {
  switch (type) {
    case "notice":
    case "news":
      return "/noticelist";
    case "marketing":
      return "/marketing";
    case "knowledge":
      return "/support";
    case "solution":
    case "page":
      return "/home";
    case "schoolArticle":
    case "schoolVideo":
      return "/schoollist";
  }
}
