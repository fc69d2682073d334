/** The shared schemas the form rules run (`form-rules.ts`), in a chunk of their own. */
export { email, loginBody, mainlandMobile, nickname, verificationCode } from "@portal/shared";
