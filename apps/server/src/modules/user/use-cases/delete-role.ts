import { eq } from "drizzle-orm";
import { AppError } from "../../../platform/http/errors.ts";
import { recordChange, type StaffWrite } from "../../audit/use-cases/record-change.ts";
import { ensureMayEditRole, inGrantingTransaction } from "../grant-rules.ts";
import { roles } from "../schema.ts";
import { permissionsOfRole, roleNotFound } from "../staff-rules.ts";

/**
 * `role/delete`: removes a role staff created; its holders lose what it granted. The seeded
 * roles stay (registration gives every member the `user` role; the administrator role is the
 * last resort of the management area). 403 when the grant rules refuse taking its grants away.
 */
export function deleteRole({
  db,
  now,
  actor,
  id,
}: StaffWrite & {
  id: number;
}): Promise<void> {
  return inGrantingTransaction({ db, now, actor }, async (tx) => {
    const [current] = await tx.select().from(roles).where(eq(roles.id, id)).for("update");
    if (!current) throw roleNotFound();
    if (current.key !== null) throw new AppError("conflict", "role.seededKept");
    const before = { name: current.name, permissions: await permissionsOfRole(tx, id) };
    await ensureMayEditRole(tx, actor.userId, { current: { id, ...before }, next: null });
    await tx.delete(roles).where(eq(roles.id, id));
    await recordChange({
      db: tx,
      actor,
      action: "role.delete",
      targetType: "role",
      targetId: id,
      before,
      at: now,
    });
  });
}
