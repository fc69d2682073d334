import { randomUUID } from "node:crypto";
import { lt } from "drizzle-orm";
import { createCaptchaChallenge } from "../../../platform/captcha/captcha.ts";
import type { Database } from "../../../platform/db/client.ts";
import { captchas } from "../schema.ts";

const captchaTtlMs = 5 * 60 * 1000;

/** `drawImage`: a new proof-of-work challenge; expired ones are swept at the same time. */
export async function issueCaptcha({
  db,
  now,
  work,
}: {
  db: Database;
  now: Date;
  /** CAPTCHA_WORK: how hard the challenge is. */
  work: number;
}) {
  await db.delete(captchas).where(lt(captchas.expiresAt, now));
  const expiresAt = new Date(now.getTime() + captchaTtlMs);
  const { answer, challenge } = await createCaptchaChallenge({ work, expiresAt });
  const captchaId = randomUUID();
  await db.insert(captchas).values({ id: captchaId, answer, expiresAt });
  return { captchaId, challenge };
}
