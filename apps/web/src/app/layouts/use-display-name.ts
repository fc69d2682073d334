import { maskPhone } from "@portal/shared";
import { useCurrentUser } from "../../features/account/index.ts";

/** The signed-in user's name as shown in menus: nickname, else the masked phone. */
export function useDisplayName(): string | null {
  const current = useCurrentUser();
  const user = current.data?.user;
  if (!user) return null;
  return user.nickname || maskPhone(user.phone);
}
