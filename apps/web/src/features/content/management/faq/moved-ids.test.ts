import { describe, expect, it } from "vitest";
import { movedIds } from "./moved-ids.ts";

const rows = [{ id: 7 }, { id: 3 }, { id: 9 }];

describe("movedIds", () => {
  it("moves a row up or down by one place", () => {
    expect(movedIds(rows, 1, -1)).toEqual([3, 7, 9]);
    expect(movedIds(rows, 0, 1)).toEqual([3, 7, 9]);
    expect(movedIds(rows, 1, 1)).toEqual([7, 9, 3]);
  });

  it("leaves the order as it is when the move would leave the list", () => {
    expect(movedIds(rows, 0, -1)).toEqual([7, 3, 9]);
    expect(movedIds(rows, 2, 1)).toEqual([7, 3, 9]);
    expect(movedIds(rows, 5, -1)).toEqual([7, 3, 9]);
  });
});
