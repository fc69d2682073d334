import { randomBytes } from "node:crypto";
import { passwordProblems } from "@portal/shared";
import { count, eq } from "drizzle-orm";
import { seedBuiltInParameters } from "../modules/parameter/use-cases/seed-built-in-parameters.ts";
import { users } from "../modules/user/schema.ts";
import { createUser } from "../modules/user/use-cases/create-user.ts";
import { seedDemoContent } from "./demo.ts";
import { seedRoles } from "./roles.ts";
import type { SeedContext } from "./seed-context.ts";

type SeedLog = { info: (message: string) => void };

function generatePassword() {
  // base64url letters and digits plus a symbol: always two character classes.
  return `${randomBytes(12).toString("base64url")}#9`;
}

/**
 * Creates the administrator from ADMIN_PHONE / ADMIN_PASSWORD when it does not exist yet;
 * without ADMIN_PASSWORD a random one is generated and printed this once.
 */
async function ensureAdministrator(ctx: SeedContext, log: SeedLog) {
  const { phone, password } = ctx.config.admin;
  const [existing] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phone, phone));
  if (existing) return;
  const chosen = password ?? generatePassword();
  const problems = passwordProblems(chosen, phone);
  if (problems.length > 0) {
    throw new Error(`ADMIN_PASSWORD is not accepted: ${problems.join(", ")}`);
  }
  await createUser({
    db: ctx.db,
    phone,
    password: chosen,
    nickname: "admin-portal",
    roleKeys: ["administrator"],
  });
  log.info(`administrator account ${phone} created`);
  if (!password) {
    process.stdout.write(
      `\n  Administrator account created: phone ${phone}, password ${chosen}\n` +
        "  This password is shown once; set ADMIN_PASSWORD to choose your own.\n\n",
    );
  }
}

/** Roles and built-in parameters at every start; the administrator and the demo content into an empty database. */
export async function seedOnStart(ctx: SeedContext, log: SeedLog) {
  await seedRoles(ctx.db);
  await seedBuiltInParameters({ db: ctx.db });
  const [row] = await ctx.db.select({ users: count() }).from(users);
  const emptyDatabase = (row?.users ?? 0) === 0;
  await ensureAdministrator(ctx, log);
  if (emptyDatabase && ctx.config.seedDemo) {
    await seedDemoContent(ctx);
    log.info("demo content loaded");
  }
}
