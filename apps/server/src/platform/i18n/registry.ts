import { isValidationMessageKey, type Language, validationMessages } from "@portal/shared";
import type { MessageTable, Translations } from "./message-table.ts";
import { platformMessages } from "./messages.ts";

/**
 * The server's message tables by owner: the platform's here, and each module's added by
 * declaration merging in its own `messages.ts`, so every key is known to the type checker.
 */
export interface ServerMessages {
  platform: typeof platformMessages;
}

/** The modules' tables, which buildApp registers (all of them, or it fails to compile). */
export type ModuleMessages = Omit<ServerMessages, "platform">;

export type MessageKey = {
  [Owner in keyof ServerMessages]: keyof ServerMessages[Owner] & string;
}[keyof ServerMessages];

const registered = new Map<string, Translations>(Object.entries(platformMessages));

/** Adds the modules' messages to those `translate` knows; adding a table twice changes nothing. */
export function registerMessages(tables: ModuleMessages): void {
  for (const table of Object.values(tables) as MessageTable[]) {
    for (const [key, translations] of Object.entries(table)) registered.set(key, translations);
  }
}

/** Translates a server or validation message key; anything else is returned as it is. */
export function translate(
  language: Language,
  key: string,
  params: Record<string, string | number> = {},
): string {
  const entry =
    registered.get(key) ?? (isValidationMessageKey(key) ? validationMessages[key] : undefined);
  if (!entry) return key;
  return entry[language].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
