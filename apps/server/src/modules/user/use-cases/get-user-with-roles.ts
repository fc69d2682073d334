import type { Database } from "../../../platform/db/client.ts";
import type { UserRow } from "../schema.ts";
import { getUser } from "./get-user.ts";
import { listRoleKeys } from "./list-role-keys.ts";

/** `userAddtionInfo`: the user and the keys of their roles; 404 when there is no such user. */
export async function getUserWithRoles({
  db,
  userId,
}: {
  db: Database;
  userId: number;
}): Promise<{ user: UserRow; roleKeys: string[] }> {
  const [user, roleKeys] = await Promise.all([
    getUser({ db, userId }),
    listRoleKeys({ db, userId }),
  ]);
  return { user, roleKeys };
}
