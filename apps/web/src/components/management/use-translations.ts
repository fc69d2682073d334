import type { Language, TranslationTarget } from "@portal/shared";
import { type QueryKey, useQuery } from "@tanstack/react-query";
import { http } from "../../lib/http.ts";
import { useInvalidatingMutation } from "../../lib/mutations.ts";
import type {
  TranslationsQuery,
  TranslationsRecord,
  TranslationWrites,
} from "./TranslationDrawer.tsx";

/**
 * A record's versions in other languages under a kind's paths (`base`: "/api/text", "/api/faq"):
 * GET `translations` for the drawer (fresh each time it opens), POST `saveTranslation` (version 0
 * adds one) and `deleteTranslation`, each invalidating `views`, the keys of every list showing
 * the kind, so readers get the change at once. `fieldsOf` turns the form's values into the
 * request's fields (trimmed, empty ones left out).
 */
export function useTranslations<Values, Fields>({
  base,
  id,
  queryKey,
  views,
  fieldsOf,
}: {
  base: string;
  id: number;
  queryKey: QueryKey;
  views: readonly QueryKey[];
  fieldsOf: (values: Values) => Fields;
}): { record: TranslationsQuery<Values>; writes: TranslationWrites<Values> } {
  const record = useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      http.get<TranslationsRecord<Values>>(`${base}/translations`, {
        query: { id },
        signal,
        quiet: true,
      }),
    staleTime: 0,
    gcTime: 0,
  });
  const save = useInvalidatingMutation(
    (input: TranslationTarget & { version: number; fields: Fields }) =>
      http.post<null>(`${base}/saveTranslation`, input),
    [...views, queryKey],
  );
  const remove = useInvalidatingMutation(
    (target: TranslationTarget) => http.post<null>(`${base}/deleteTranslation`, target),
    [...views, queryKey],
  );
  return {
    record,
    writes: {
      save: (language: Language, version: number, values: Values) =>
        save.mutateAsync({ id, language, version, fields: fieldsOf(values) }),
      remove: (language: Language) => remove.mutateAsync({ id, language }),
      saving: save.isPending,
    },
  };
}
