import type { SeedContext } from "./seed-context.ts";

export async function seedDemoSubscriptions(_ctx: SeedContext) {}
