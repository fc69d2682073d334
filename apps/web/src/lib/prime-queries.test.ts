import type { LoaderFunctionArgs } from "react-router";
import { describe, expect, it } from "vitest";
import { endFirstNavigation, primeQueries } from "./prime-queries.ts";
import { queryClient } from "./query-client.ts";

const args = {
  request: new Request("http://portal.test/product"),
  params: {},
  context: {},
} as LoaderFunctionArgs;

/** A query whose answer comes only when `answer` is called. */
function pendingQuery(key: string) {
  let answer: (value: string) => void = () => {};
  const reply = new Promise<string>((resolve) => {
    answer = resolve;
  });
  return { query: { queryKey: [key], queryFn: () => reply }, answer };
}

describe("primeQueries", () => {
  it("waits for the first page's queries, which are then in the cache when it draws", async () => {
    const tree = pendingQuery("first-tree");
    const loader = primeQueries(() => [tree.query]);
    let done = false;
    const loading = loader(args).then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);

    tree.answer("the tree");
    await loading;
    expect(queryClient.getQueryData(["first-tree"])).toBe("the tree");
  });

  it("does not wait on later navigations, but has the queries asked at once", async () => {
    endFirstNavigation();
    const list = pendingQuery("later-list");
    await primeQueries(() => [list.query])(args);
    expect(queryClient.getQueryState(["later-list"])?.fetchStatus).toBe("fetching");

    list.answer("the list");
    await queryClient.fetchQuery({ queryKey: ["later-list"], queryFn: () => "unused" });
    expect(queryClient.getQueryData(["later-list"])).toBe("the list");
  });
});
