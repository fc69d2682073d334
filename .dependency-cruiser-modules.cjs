// Two server modules never depend on each other both ways, even when no file-level cycle
// exists (product reads document's table while document calls product's use case). Checked on
// the folders of production files only: every module's tests reach every module through
// test-support, which is not a dependency between the modules themselves.
const { options } = require("./.dependency-cruiser.cjs");

/** @type {import("dependency-cruiser").IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular-modules",
      severity: "error",
      comment: "Two server modules never import each other both ways, through any of their files.",
      scope: "folder",
      from: { path: "^apps/server/src/modules/[^/]+" },
      to: { path: "^apps/server/src/modules/", circular: true },
    },
  ],
  options: {
    ...options,
    exclude: { path: `${options.exclude.path}|\\.test\\.ts$|^apps/server/src/test-support/` },
  },
};
