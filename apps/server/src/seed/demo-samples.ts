import type { SeedContext } from "./seed-context.ts";

export async function seedDemoSamples(_ctx: SeedContext) {}
