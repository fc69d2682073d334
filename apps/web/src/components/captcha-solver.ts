import type { CaptchaChallenge } from "@portal/shared";
import { solveChallengeWorkers } from "altcha-lib";

/**
 * Works out a captcha's answer (its proof of work) in up to 4 Web Workers, off the page's own
 * thread; null when aborted.
 */
export async function solveCaptcha(
  challenge: CaptchaChallenge["challenge"],
  controller: AbortController,
): Promise<string | null> {
  const solution = await solveChallengeWorkers({
    challenge,
    concurrency: Math.min(4, navigator.hardwareConcurrency || 1),
    controller,
    createWorker: () =>
      new Worker(new URL("./captcha-solver.worker.ts", import.meta.url), { type: "module" }),
  });
  return solution ? String(solution.counter) : null;
}
