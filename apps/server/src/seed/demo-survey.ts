import type { SeedContext } from "./seed-context.ts";

export async function seedDemoSurvey(_ctx: SeedContext) {}
