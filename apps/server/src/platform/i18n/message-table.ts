import type { Language } from "@portal/shared";

/** One message in every language; `{name}` placeholders are filled from the params. */
export type Translations = Readonly<Record<Language, string>>;

/** A table of messages by key: the platform's, or one module's. */
export type MessageTable = Readonly<Record<string, Translations>>;
