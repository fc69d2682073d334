import { pictureMimeTypes } from "./upload-kinds.ts";
/** Interface languages, in the order the switcher shows them. */
export const languages = ["zh-CN", "en-US", "zh-TW"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "zh-CN";

/** Names of client-side storage entries the spec calls for. */
export const clientStorageKeys = {
  tokenCookie: "portal_token",
  managementMarker: "portal_management_login",
  userId: "portal_user_id",
  language: "portal_language",
  favicon: "portal_favicon",
  sessionLost: "portal_session_lost",
} as const;

/** Constants and limits from the spec, section 9. */
export const businessLimits = {
  httpTimeoutMs: 1_500_000,
  chatTimestampIntervalMs: 5 * 60 * 1000,
  debounceMs: 200,
  decimalPlacesShown: 2,
} as const;

export const pagination = { defaultPageSize: 10, maxPageSize: 100 } as const;

/** Largest value of a PostgreSQL `integer` column, the type of every record id. */
export const maxRecordId = 2_147_483_647;

/** Password rules of the account system (ASVS asks to accept at least 64 characters). */
export const passwordLimits = { minLength: 8, maxLength: 128, minCharacterClasses: 2 } as const;

/** Weak strings a password may not contain (compared case-insensitively). */
export const weakCredentialStrings = [
  "1234",
  "2345",
  "3456",
  "4567",
  "5678",
  "6789",
  "abcd",
  "test",
  "guest",
  "root",
  "admin",
  "password",
] as const;

export const profileLimits = {
  nicknameMinLength: 2,
  nicknameMaxLength: 20,
  emailMaxLength: 100,
  companyMaxLength: 100,
  signatureMaxLength: 200,
  avatarMaxBytes: 2 * 1024 * 1024,
} as const;

export const avatarMimeTypes = pictureMimeTypes;

export const verificationCodeLength = 6;
export const verificationPurposes = ["register", "reset", "safety"] as const;
export type VerificationPurpose = (typeof verificationPurposes)[number];
