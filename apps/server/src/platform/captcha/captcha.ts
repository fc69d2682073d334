import { randomInt } from "node:crypto";
import { type Challenge, createChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";

/**
 * The proof-of-work key derivation. PBKDF2 runs as native code in every browser (WebCrypto), so
 * a script on a server gains little per try over the person's own browser.
 */
const captchaAlgorithm = "PBKDF2/SHA-256";
const iterationsPerTry = 5000;

/**
 * A proof-of-work challenge: the key derived from a counter drawn evenly from 0 to `work`, of
 * which the client sees only the first half. The counter is the answer; the only way to it is
 * to derive keys counter by counter until one matches, half of `work` tries on average. Nothing
 * in the challenge is drawn or written, so there is nothing to read off it.
 */
export async function createCaptchaChallenge(options: {
  work: number;
  expiresAt: Date;
}): Promise<{ answer: string; challenge: Challenge }> {
  const counter = randomInt(0, options.work + 1);
  const challenge = await createChallenge({
    algorithm: captchaAlgorithm,
    cost: iterationsPerTry,
    counter,
    deriveKey,
    expiresAt: options.expiresAt,
  });
  return { answer: String(counter), challenge };
}
