import type { Page } from "@portal/shared";
import {
  keepPreviousData,
  type QueryKey,
  queryOptions,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { http, type QueryValue } from "./http.ts";

/**
 * A write that marks stale, once it succeeds, every query under each of `keys`: each feature's
 * writes name the views their change reaches (their own domain, the audit log, a public list),
 * and this is the one place that does the marking.
 */
export function useInvalidatingMutation<Input, Output>(
  send: (input: Input) => Promise<Output>,
  keys: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** What an edit form saves: a new record (id null) or a change to the version it read. */
export type VersionedSave<Input> = { id: number | null; version: number | null; input: Input };

/**
 * The request of an add-or-update form: `add` with the input when the record is new, else
 * `update` with the id and the version the form read (a stale one answers 409), leaving out the
 * fields in `fixed`, which only a new record sets. Field errors land on the form's fields.
 */
export function sendVersionedSave<Input extends object>(
  paths: { add: string; update: string },
  fixed: readonly (keyof Input)[] = [],
) {
  return ({ id, version, input }: VersionedSave<Input>): Promise<{ id: number } | null> => {
    if (id === null) return http.post(paths.add, input, { fieldErrorsInForm: true });
    const changes = Object.fromEntries(
      Object.entries(input).filter(([field]) => !fixed.includes(field as keyof Input)),
    );
    return http.post(paths.update, { ...changes, id, version }, { fieldErrorsInForm: true });
  };
}

/**
 * A paged staff or member list: GET `path` with the filters and page, quiet (the page shows a
 * failure in place), the previous page kept on screen while the next one loads.
 */
export function pagedQuery<Row, Answer extends Page<Row> = Page<Row>>(
  queryKey: QueryKey,
  path: string,
  query: Record<string, QueryValue>,
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => http.get<Answer>(path, { query, signal, quiet: true }),
    placeholderData: keepPreviousData,
  });
}
