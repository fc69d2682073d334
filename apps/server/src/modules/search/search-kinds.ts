/** What one search looks through, in the order the results page shows its tabs. */
export const searchKinds = ["product", "document", "text", "post", "faq"] as const;
export type SearchKind = (typeof searchKinds)[number];
