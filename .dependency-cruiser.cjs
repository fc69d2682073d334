// The import rules of the repository, checked by `npm run lint` (docs/architecture.md explains
// each). A violation prints the rule's name, the importing file and the imported file.
// The rule that two server modules never depend on each other both ways runs separately, on
// production files only: .dependency-cruiser-modules.cjs.
const server = "^apps/server/src/";
const web = "^apps/web/src/";
const testFile = "\\.test\\.tsx?$";

/** @type {import("dependency-cruiser").IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "Files never import each other in a cycle, directly or through other files.",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-feature-cycle",
      severity: "error",
      comment:
        "Two web features never depend on each other both ways, through any of their files: " +
        "what both need moves to the one below them, or to components/, hooks/ or lib/.",
      scope: "folder",
      from: { path: `${web}features/[^/]+/?$` },
      to: { path: `${web}features/[^/]+/?$`, circular: true },
    },
    {
      name: "layer-main",
      severity: "error",
      comment: "main.ts starts the process; nothing imports it.",
      from: {},
      to: { path: `${server}main\\.ts$` },
    },
    {
      name: "layer-modules",
      severity: "error",
      comment:
        "modules/* sit below app.ts, main.ts and the seed: they never import them (tests " +
        "drive the whole server and may).",
      from: { pathNot: testFile, path: `${server}modules/` },
      to: { path: `${server}(main\\.ts|app\\.ts|seed/)` },
    },
    {
      name: "layer-platform",
      severity: "error",
      comment:
        "platform/* serves every module and knows none of them: it never imports modules, " +
        "the seed, app.ts or main.ts.",
      from: { pathNot: testFile, path: `${server}platform/` },
      to: { path: `${server}(modules/|seed/|main\\.ts|app\\.ts)` },
    },
    {
      name: "layer-config",
      severity: "error",
      comment: "config.ts reads the environment and imports nothing else of the server.",
      from: { path: `${server}config\\.ts$` },
      to: { path: server },
    },
    {
      name: "module-boundaries",
      severity: "error",
      comment:
        "A module reaches into another module only through its schema.ts (tables, for " +
        "read-only joins and foreign keys) and its use cases (modules/<b>/use-cases/*.ts); " +
        "never its routes.ts, management-routes.ts, present.ts, policy.ts, messages.ts or " +
        "other internal files.",
      from: { path: `${server}modules/([^/]+)/` },
      to: {
        path: `${server}modules/[^/]+/`,
        pathNot: [
          `${server}modules/$1/`,
          `${server}modules/[^/]+/schema\\.ts$`,
          `${server}modules/[^/]+/use-cases/[^/]+\\.ts$`,
        ],
      },
    },
    {
      name: "routes-only-from-index",
      severity: "error",
      comment:
        "A module's route plugins (routes.ts, management-routes.ts, any *-routes.ts) are " +
        "imported only by its own index.ts, which hands them to app.ts; not by its other " +
        "files: what two route files share belongs in a use case, present.ts or the platform.",
      from: { path: server, pathNot: `${server}modules/[^/]+/index\\.ts$` },
      to: { path: `${server}modules/[^/]+/[a-z-]*routes\\.ts$` },
    },
    {
      name: "index-own-routes",
      severity: "error",
      comment: "A module's index.ts registers its own route plugins, never another module's.",
      from: { path: `${server}modules/([^/]+)/index\\.ts$` },
      to: { path: `${server}modules/[^/]+/[a-z-]*routes\\.ts$`, pathNot: `${server}modules/$1/` },
    },
    {
      name: "app-through-index",
      severity: "error",
      comment:
        "app.ts reaches a module only through its index.ts: the module's name, messages and " +
        "route plugins (and what it hands the platform plugins).",
      from: { path: `${server}app\\.ts$` },
      to: { path: `${server}modules/`, pathNot: `${server}modules/[^/]+/index\\.ts$` },
    },
    {
      name: "no-test-in-production",
      severity: "error",
      comment:
        "Production code never imports test support, test files or the end-to-end specs: " +
        "they would ship with the server or the web bundle.",
      from: {
        path: "^(apps/[^/]+/src|packages/[^/]+/src)/",
        pathNot: [testFile, "/test-support/"],
      },
      to: { path: ["/test-support/", testFile, "^e2e/"] },
    },
    {
      name: "shared-is-independent",
      severity: "error",
      comment: "packages/shared is what both apps agree on; it imports nothing of them.",
      from: { path: "^packages/shared/" },
      to: { path: "^(apps|e2e|bench)/" },
    },
    {
      name: "server-not-web",
      severity: "error",
      comment: "The server never imports the web app; what both need lives in packages/shared.",
      from: { path: "^apps/server/" },
      to: { path: "^apps/web/" },
    },
    {
      name: "web-not-server",
      severity: "error",
      comment: "The web app never imports the server; what both need lives in packages/shared.",
      from: { path: "^apps/web/" },
      to: { path: "^apps/server/" },
    },
    {
      name: "web-feature-public-entry",
      severity: "error",
      comment:
        "A web feature uses another feature only through that feature's index.ts, which " +
        "exports its query options and shared widgets.",
      from: { path: `${web}features/([^/]+)/` },
      to: {
        path: `${web}features/[^/]+/`,
        pathNot: [`${web}features/$1/`, `${web}features/[^/]+/index\\.ts$`],
      },
    },
    {
      name: "web-features-not-app",
      severity: "error",
      comment: "Features never import the app shell (router, layouts, providers); it imports them.",
      from: { path: `${web}features/` },
      to: { path: `${web}app/` },
    },
    {
      name: "web-shared-not-features",
      severity: "error",
      comment: "components/ and lib/ serve every feature and never import one.",
      from: { path: `${web}(components|lib)/` },
      to: { path: `${web}features/` },
    },
    {
      name: "not-to-unresolvable",
      severity: "error",
      comment: "Every import resolves to a file or an installed package.",
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: "(^|/)node_modules/" },
    exclude: { path: "(^|/)(node_modules|dist)/|^apps/server/src/db/migrations/" },
    // Type-only imports couple files as much as value imports do.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    // Workspace packages resolve through their package.json `exports` (@portal/shared ->
    // packages/shared/src/*.ts), as TypeScript and Vite resolve them.
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
      mainFields: ["module", "main", "types", "typings"],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
