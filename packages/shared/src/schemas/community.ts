import { z } from "zod";
import { publicUser } from "./account.ts";
import { recordId, recordVersion, singleLine } from "./common.ts";
import {
  localization,
  originalLanguage,
  translationInput,
  translationState,
  translationsAnswer,
} from "./translation.ts";

export const communityLimits = {
  honoraryTitleMaxLength: 30,
  honoraryTitleSortMax: 9999,
  /** One staff grant moves at most this many points either way. */
  pointsGrantMax: 100_000,
  pointsReasonMaxLength: 100,
} as const;

/** The title shown beside a member's name (spec section 3): engineer, else honorary, else ordinary. */
export const memberTitle = publicUser.shape.title;
export type MemberTitle = z.infer<typeof memberTitle>;

export const honoraryTitleInput = z.object({
  language: originalLanguage,
  name: singleLine().min(1).max(communityLimits.honoraryTitleMaxLength),
  sort: z.number().int().min(0).max(communityLimits.honoraryTitleSortMax).default(0),
});
export type HonoraryTitleInput = z.infer<typeof honoraryTitleInput>;
export const updateHonoraryTitleInput = honoraryTitleInput.extend({
  id: recordId,
  version: recordVersion,
});
export const honoraryTitleIdBody = z.object({ id: recordId });

/** An honorary title as staff manage it, or as a reader's select shows it. */
export const honoraryTitle = z.object({
  id: z.number(),
  name: z.string(),
  sort: z.number(),
  version: z.number(),
  /** Members holding it now. */
  holders: z.number(),
  localization,
  /** Management lists only: the versions written in other languages. */
  translations: z.array(translationState).optional(),
});
export type HonoraryTitle = z.infer<typeof honoraryTitle>;

/** What a title's version in another language holds: its name. */
export const honoraryTitleTranslationFields = honoraryTitleInput.pick({ name: true });
export type HonoraryTitleTranslationFields = z.infer<typeof honoraryTitleTranslationFields>;
export const honoraryTitleTranslationInput = translationInput(honoraryTitleTranslationFields);
export const honoraryTitleTranslations = translationsAnswer(z.object({ name: z.string() }));

/** `setHonoraryTitle`: null takes the member's honorary title away. */
export const setHonoraryTitleInput = z.object({ userId: recordId, titleId: recordId.nullable() });

/**
 * `systemPresentPoint`: staff give (or, negative, take) points with the reason the member reads;
 * zero is refused by the use case, under the field, in the community module's words.
 */
export const presentPointsInput = z.object({
  userId: recordId,
  points: z.number().int().min(-communityLimits.pointsGrantMax).max(communityLimits.pointsGrantMax),
  reason: singleLine().trim().min(1).max(communityLimits.pointsReasonMaxLength),
});
export type PresentPointsInput = z.infer<typeof presentPointsInput>;

export const memberMedal = z.object({
  id: z.number(),
  name: z.string(),
  icon: z.string().nullable(),
});
export type MemberMedal = z.infer<typeof memberMedal>;

/** `userInfoById`: the public profile with its title in the reader's language, points and medals. */
export const memberProfile = publicUser.extend({
  points: z.number(),
  medals: z.array(memberMedal),
});
export type MemberProfile = z.infer<typeof memberProfile>;

/** A certified engineer signed in now, for the forum's side column. */
export const onlineEngineer = z.object({
  id: z.number(),
  nickname: z.string(),
  avatarUrl: z.string().nullable(),
  title: memberTitle,
});
export type OnlineEngineer = z.infer<typeof onlineEngineer>;
