import { managementPages } from "@portal/shared";
import { describe, expect, it } from "vitest";
import { managementChildren } from "./management-children.ts";

describe("the management area's routes", () => {
  it("route every page of the shared permission list", () => {
    const routed = new Set<string>(managementChildren);
    expect(managementPages.map((page) => page.path).filter((path) => !routed.has(path))).toEqual(
      [],
    );
  });
});
