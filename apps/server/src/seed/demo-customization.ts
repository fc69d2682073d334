import type { SeedContext } from "./seed-context.ts";

export async function seedDemoCustomization(_ctx: SeedContext) {}
