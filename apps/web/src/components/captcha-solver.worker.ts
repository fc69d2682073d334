// A Web Worker of the captcha solver: it derives keys for the counters it is given until one
// matches the challenge. A file of this origin, so the CSP needs no blob: worker.
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";
import { handler } from "altcha-lib/workers/shared";

handler({ deriveKey });
