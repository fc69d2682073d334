import { config } from "zod";

// Zod compiles object parsers with `new Function` when the page allows it, and even its probe
// for that is reported as a `script-src` violation under the portal's policy (no eval). Parsers
// without compiling are fast enough for forms and answers. Imported first by main.tsx, so it is
// set before any schema parses.
config({ jitless: true });
