/* What the account domain shares with the app shell: who is signed in, sign-in and sign-out. */
export { useCurrentUser, useLogout, useManagementLogin, userOfToken } from "./api.ts";
