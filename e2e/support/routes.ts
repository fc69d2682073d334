/** The public routes without an id, in the order of the spec's route table. */
export const publicRoutes = [
  "/home",
  "/login",
  "/register",
  "/resetpwd",
  "/forum",
  "/forum/search?q=M5311",
  "/search?q=M5311",
  "/product",
  "/product/menu",
  "/product/compare",
  "/product/document",
  "/product/feedback",
  "/subscribe",
  "/subscribe/unsubscribe?token=0000000000000000000000000000000000000000000000000000000000000000",
  "/samples",
  "/knowledge",
  "/support",
  "/support/customService",
  "/marketing",
  "/noticelist",
  "/schoollist",
  "/valueadd",
  "/questionnaire",
  "/aboutus",
  "/server/login",
  "/apply",
];

/** The routes of a signed-in member. */
export const memberRoutes = [
  "/editperson",
  "/editpwd",
  "/resources",
  "/message",
  "/points",
  "/forum/new",
];

/** The detail route of each public text type. */
export const textRoutes: Record<string, string> = {
  notice: "/notice/detail",
  marketing: "/marketing/detail",
  schoolArticle: "/school/article",
  schoolVideo: "/school/video",
  solution: "/solution/detail",
};
