import { hash, verify } from "@node-rs/argon2";
import { passwordProblems, type ValidationMessageKey } from "@portal/shared";
import { AppError } from "../../platform/http/errors.ts";

/** Hashed once at start, so an unknown account costs as much time as a wrong password. */
const decoyHash = hash("decoy-password-for-timing");

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** Whether `password` matches; without a hash (no such account) it is checked against a decoy. */
export async function passwordMatches(
  passwordHash: string | undefined,
  password: string,
): Promise<boolean> {
  const matches = await verify(passwordHash ?? (await decoyHash), password);
  return passwordHash !== undefined && matches;
}

/** 400 with every rule the password breaks, on `field`. */
export function refuseWeakPassword(password: string, phone: string, field: string) {
  const problems = passwordProblems(password, phone) as ValidationMessageKey[];
  const [first] = problems;
  if (first) {
    throw new AppError("bad_request", first, {
      fields: problems.map((messageKey) => ({ field, messageKey })),
    });
  }
}
