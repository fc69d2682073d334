// Zod compiles object parsers with `new Function` when the page allows it, and even its probe
// for that is reported as a `script-src` violation under the portal's policy (no eval). Parsers
// without compiling are fast enough for forms and answers. Imported first by main.tsx, so it is
// set before any schema parses.
//
// Zod keeps its settings in `globalThis.__zod_globalConfig` and adopts an object already there
// when it loads (so that copies of zod share them): setting it here, rather than calling zod's
// `config()`, keeps zod out of the initial chunk, for the pages that parse with it load it
// themselves. zod-without-eval.test.ts checks that zod still reads it.
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });

// A module (for its test to import), though it exports nothing.
export {};
