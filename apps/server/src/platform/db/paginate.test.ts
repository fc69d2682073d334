import { describe, expect, it } from "vitest";
import { paginate } from "./paginate.ts";

function listOf(total: number) {
  const all = Array.from({ length: total }, (_, index) => index + 1);
  let counts = 0;
  const query = {
    rows: async ({ limit, offset }: { limit: number; offset: number }) =>
      all.slice(offset, offset + limit),
    count: async () => {
      counts += 1;
      return [{ total }];
    },
  };
  return { query, counted: () => counts };
}

describe("paginate", () => {
  it("takes the total from a page that is not full, without counting", async () => {
    const { query, counted } = listOf(25);
    expect(await paginate({ page: 3, pageSize: 10 }, query)).toEqual({
      list: [21, 22, 23, 24, 25],
      total: 25,
      page: 3,
      pageSize: 10,
    });
    expect(await paginate({ page: 1, pageSize: 10 }, listOf(0).query)).toMatchObject({ total: 0 });
    expect(counted()).toBe(0);
  });

  it("counts after a full page and after an empty page past the first", async () => {
    const { query, counted } = listOf(20);
    expect(await paginate({ page: 2, pageSize: 10 }, query)).toMatchObject({ total: 20 });
    expect(await paginate({ page: 5, pageSize: 10 }, query)).toEqual({
      list: [],
      total: 20,
      page: 5,
      pageSize: 10,
    });
    expect(counted()).toBe(2);
  });
});
