import { passwordLimits } from "../constants.ts";
import {
  countCharacterClasses,
  findWeakStrings,
  hasUntypeableCharacters,
  isMostlyWhiteSpace,
} from "../validators.ts";

/*
 * The account rules that need no schema library: the web's password checklist shows them on
 * pages that load no zod. Messages are i18n keys, as in the schemas.
 */

/** The failed password rules for a candidate password, as i18n keys. */
export function passwordProblems(password: string, phone?: string | null): string[] {
  const problems: string[] = [];
  if (password.length < passwordLimits.minLength) problems.push("validation.password.tooShort");
  if (password.length > passwordLimits.maxLength) problems.push("validation.password.tooLong");
  if (
    password.length >= passwordLimits.minLength &&
    isMostlyWhiteSpace(password, passwordLimits.minLength)
  ) {
    problems.push("validation.password.spaces");
  }
  if (hasUntypeableCharacters(password)) problems.push("validation.text.control");
  if (countCharacterClasses(password) < passwordLimits.minCharacterClasses) {
    problems.push("validation.password.classes");
  }
  if (findWeakStrings(password).length > 0) problems.push("validation.password.weak");
  if (phone && password.includes(phone)) problems.push("validation.password.containsPhone");
  return problems;
}
