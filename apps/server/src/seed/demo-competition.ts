import type { SeedContext } from "./seed-context.ts";

export async function seedDemoCompetition(_ctx: SeedContext) {}
