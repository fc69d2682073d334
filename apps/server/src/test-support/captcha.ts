import type { CaptchaChallenge } from "@portal/shared";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { App } from "../app.ts";
import { api } from "./api-client.ts";

/** The answer to a captcha, worked out as the browser does: key derivation after key derivation. */
async function solveCaptchaChallenge(challenge: CaptchaChallenge["challenge"]): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
  if (!solution) throw new Error("the captcha's proof of work did not finish in 30 s");
  return String(solution.counter);
}

/** A new captcha from the server with its answer, as the sign-in form sends them. */
export async function solveNewCaptcha(testApp: { app: App }) {
  const response = await api(testApp).get<CaptchaChallenge>("/api/user/drawImage");
  const { captchaId, challenge } = response.data;
  return { captchaId, captchaCode: await solveCaptchaChallenge(challenge) };
}
