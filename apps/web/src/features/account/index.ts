/*
 * What the account domain shares: who is signed in, sign-in and sign-out for the app shell, and
 * the area and field lists with their labels for the personal page.
 */
export {
  useCurrentUser,
  useDictionary,
  useLogout,
  useManagementLogin,
  userOfToken,
} from "./api.ts";
export { dictionaryLabel } from "./dictionary-label.ts";
