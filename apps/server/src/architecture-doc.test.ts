import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../../..");
const architecture = readFileSync(path.join(root, "docs/architecture.md"), "utf8");

function foldersOf(relative: string) {
  return readdirSync(path.join(root, relative), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** The names in backticks after `label` up to the next parenthesis: "Modules today: `a`, `b` (". */
function listedAfter(label: string) {
  const start = architecture.indexOf(label);
  expect(start, `docs/architecture.md says "${label}"`).toBeGreaterThan(-1);
  const list = architecture.slice(start + label.length, architecture.indexOf("(", start));
  return [...list.matchAll(/`([^`]+)`/g)].map((match) => match[1]).sort();
}

describe("docs/architecture.md", () => {
  it("lists every server module folder, and no other", () => {
    expect(listedAfter("Modules today:")).toEqual(foldersOf("apps/server/src/modules"));
  });

  it("lists every web feature folder, and no other", () => {
    expect(listedAfter("Features today:")).toEqual(foldersOf("apps/web/src/features"));
  });
});
