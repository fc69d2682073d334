import { z } from "zod";
import {
  passwordLimits,
  profileLimits,
  verificationCodeLength,
  verificationPurposes,
} from "../constants.ts";
import { passwordProblems } from "../domain/account.ts";
import { isEmail, normalizeMainlandMobile } from "../validators.ts";
import { multiLine, optionalField, recordIdFromText, shownName, singleLine } from "./common.ts";

/*
 * Messages are i18n keys: the server translates them into the request's language and
 * the web shows them through i18next, so both sides word a rule the same way.
 */

export const mainlandMobile = z
  .string({ error: "validation.phone.required" })
  .transform((value, context) => {
    const phone = normalizeMainlandMobile(value);
    if (!phone) {
      context.addIssue({ code: "custom", message: "validation.phone.invalid" });
      return z.NEVER;
    }
    return phone;
  });

export const verificationCode = z
  .string({ error: "validation.code.required" })
  .regex(new RegExp(`^\\d{${verificationCodeLength}}$`), "validation.code.format");

/** A nickname: a shown name of 2 to 20 characters, never all digits nor holding `@`. */
export const nickname = shownName(
  (name) =>
    name
      .min(profileLimits.nicknameMinLength, "validation.nickname.length")
      .max(profileLimits.nicknameMaxLength, "validation.nickname.length")
      .refine((value) => !/^\d+$/.test(value) && !value.includes("@"), "validation.nickname.shape"),
  "validation.nickname.characters",
);

export const email = z
  .string()
  .trim()
  .max(profileLimits.emailMaxLength, "validation.email.invalid")
  .refine(isEmail, "validation.email.invalid");

export const sendCodeBody = z.object({ phone: mainlandMobile });

export const codeValidateBody = z.object({
  phone: mainlandMobile,
  code: verificationCode,
  purpose: z.enum(verificationPurposes).default("register"),
});

export const safetyCodeValidateBody = z.object({ code: verificationCode });

export const registerBody = z
  .object({
    phone: mainlandMobile,
    code: verificationCode,
    password: z.string({ error: "validation.password.required" }),
    nickname: optionalField(nickname),
    email: optionalField(email),
  })
  .superRefine((value, context) => {
    for (const message of passwordProblems(value.password, value.phone)) {
      context.addIssue({ code: "custom", message, path: ["password"] });
    }
  });
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z.object({
  account: singleLine().normalize("NFKC").min(1, "validation.account.required").max(100),
  password: z.string().min(1, "validation.password.required").max(passwordLimits.maxLength),
  captchaId: singleLine().max(64).optional(),
  captchaCode: singleLine().max(16).optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

export const modifyPasswordBody = z.object({
  oldPassword: z.string().min(1, "validation.password.required").max(passwordLimits.maxLength),
  newPassword: z.string({ error: "validation.password.required" }),
  captchaId: singleLine().max(64).optional(),
  captchaCode: singleLine().max(16).optional(),
});
export type ModifyPasswordBody = z.infer<typeof modifyPasswordBody>;

export const resetPasswordBody = z
  .object({
    phone: mainlandMobile,
    code: verificationCode,
    password: z.string({ error: "validation.password.required" }),
  })
  .superRefine((value, context) => {
    for (const message of passwordProblems(value.password, value.phone)) {
      context.addIssue({ code: "custom", message, path: ["password"] });
    }
  });
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

/** A profile field the user may clear: "" or null clears it, absent leaves it unchanged. */
function clearableField<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === "" ? null : value), schema.nullable().optional());
}

/** Avatars are files this portal stored; nothing else may be set as one. */
const avatarPathPattern = /^\/uploads\/avatars\/[A-Za-z0-9]+\.(png|jpe?g|gif|webp)$/;

export const updateProfileBody = z.object({
  nickname: clearableField(nickname),
  avatarUrl: clearableField(z.string().regex(avatarPathPattern, "validation.avatar.invalid")),
  email: clearableField(email),
  company: clearableField(singleLine().max(profileLimits.companyMaxLength)),
  areaId: clearableField(recordIdFromText),
  fieldId: clearableField(recordIdFromText),
  signature: clearableField(multiLine().max(profileLimits.signatureMaxLength)),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

export const userIdQuery = z.object({ id: recordIdFromText });

const userTitleKinds = ["engineer", "honorary", "ordinary"] as const;

const userTitle = z.object({ kind: z.enum(userTitleKinds), name: z.string() });

/** The signed-in user as the owner sees it. */
export const ownUser = z.object({
  id: z.number(),
  phone: z.string(),
  email: z.string().nullable(),
  nickname: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  company: z.string().nullable(),
  areaId: z.number().nullable(),
  fieldId: z.number().nullable(),
  signature: z.string().nullable(),
  isEngineer: z.boolean(),
  title: userTitle,
  createdAt: z.string(),
});
export type OwnUser = z.infer<typeof ownUser>;

/** A user as anybody may see them: never the full phone or e-mail. */
export const publicUser = z.object({
  id: z.number(),
  /** A deleted account keeps its page so its posts keep an author, and shows nothing of it. */
  deleted: z.boolean(),
  nickname: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  maskedPhone: z.string(),
  company: z.string().nullable(),
  areaId: z.number().nullable(),
  fieldId: z.number().nullable(),
  signature: z.string().nullable(),
  title: userTitle,
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUser>;

export const loginResult = z.object({ token: z.string(), user: ownUser });
export type LoginResult = z.infer<typeof loginResult>;

export const managementLoginResult = loginResult.extend({ permissions: z.array(z.string()) });
export type ManagementLoginResult = z.infer<typeof managementLoginResult>;

export const userIdBody = z.object({ userId: recordIdFromText });

/** The signed-in user with what they may do. */
export const currentUser = z.object({ user: ownUser, permissions: z.array(z.string()) });
export type CurrentUser = z.infer<typeof currentUser>;

export const userAdditionalInfo = z.object({
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  isStaff: z.boolean(),
  title: userTitle,
  /** Failed sign-ins on this account since the user's previous sign-in. */
  failedSignIns: z.object({ count: z.number(), lastAt: z.string().nullable() }),
});
export type UserAdditionalInfo = z.infer<typeof userAdditionalInfo>;

export const sendCodeResult = z.object({
  resendAfterSeconds: z.number(),
  expiresInSeconds: z.number(),
});
export type SendCodeResult = z.infer<typeof sendCodeResult>;

/**
 * A proof-of-work captcha (altcha-lib's challenge): the answer, sent as `captchaCode`, is the
 * counter whose derived key starts with `keyPrefix`.
 */
export const captchaChallenge = z.object({
  captchaId: z.string(),
  challenge: z.object({
    parameters: z.object({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number().int(),
      keyLength: z.number().int(),
      keyPrefix: z.string(),
      expiresAt: z.number().int().optional(),
    }),
  }),
});
export type CaptchaChallenge = z.infer<typeof captchaChallenge>;

export const safetyPermission = z.object({
  granted: z.boolean(),
  validUntil: z.string().nullable(),
});
