import { randomUUID } from "node:crypto";
import { lt } from "drizzle-orm";
import { drawCaptcha } from "../../../platform/captcha/captcha.ts";
import type { Database } from "../../../platform/db/client.ts";
import { captchas } from "../schema.ts";

const captchaTtlMs = 5 * 60 * 1000;

/** `drawImage`: a new picture challenge; expired ones are swept at the same time. */
export async function issueCaptcha({
  db,
  now,
}: {
  db: Database;
  now: Date;
}): Promise<{ captchaId: string; svg: string }> {
  await db.delete(captchas).where(lt(captchas.expiresAt, now));
  const { text, svg } = drawCaptcha();
  const captchaId = randomUUID();
  await db.insert(captchas).values({
    id: captchaId,
    answer: text.toLowerCase(),
    expiresAt: new Date(now.getTime() + captchaTtlMs),
  });
  return { captchaId, svg };
}
