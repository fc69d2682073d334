import type { FetchQueryOptions } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router";
import { queryClient } from "./query-client.ts";

// biome-ignore lint/suspicious/noExplicitAny: a page primes queries of any answer and key
type PrimedQuery = FetchQueryOptions<any, any, any, any>;

let firstNavigation = true;

/**
 * A route loader that asks for the queries a page's first screen reads before the page draws.
 * On the page a visit starts on, it waits for them: index.html asked for their answers while
 * the code downloaded (`lib/http-early-answers.ts`), so they are usually here already, and the
 * page draws its content in its first render instead of a skeleton first and its content a
 * render and a layout later (on the slow phone, the catalogue's grid of skeleton cards cost
 * 0.2 s). On later navigations it does not wait: the queries start with the page's code and
 * the page shows its own loading state meanwhile.
 */
export function primeQueries(queriesOf: (args: LoaderFunctionArgs) => PrimedQuery[]) {
  return async (args: LoaderFunctionArgs): Promise<null> => {
    const asked = queriesOf(args).map((query) => queryClient.prefetchQuery(query));
    if (firstNavigation) await Promise.all(asked);
    return null;
  };
}

/** Called once the router has drawn the visit's first page: loaders stop waiting. */
export function endFirstNavigation(): void {
  firstNavigation = false;
}
