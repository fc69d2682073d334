import type {
  EditableDictionaryType,
  ManageDictEntry,
  ParameterRow,
  ParameterType,
  SiteInfo,
} from "@portal/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { http } from "../../lib/http.ts";
import { sendVersionedSave, useInvalidatingMutation } from "../../lib/mutations.ts";
import { auditLogKey } from "../audit/index.ts";

/**
 * Every key of the parameter domain starts with "parameter": a change of a parameter reaches
 * the public site information (name, phone) at once.
 */
const parameterKeys = {
  all: ["parameter"] as const,
  list: () => ["parameter", "list"] as const,
  dictionary: (type: EditableDictionaryType) => ["parameter", "dictionary", type] as const,
  siteInfo: (language: string) => ["parameter", "site-info", language] as const,
};

/**
 * The account feature's key of the public dictionaries (areas, fields) its profile forms offer;
 * a dictionary change marks them stale too. The account feature does not export it, so the one
 * write that changes them names it here.
 */
const publicDictionariesKey = ["common", "dict"] as const;

export const parameterQueries = {
  /** GET paramConfig/getListAll: every parameter in its sort order (a few dozen at most). */
  list: () =>
    queryOptions({
      queryKey: parameterKeys.list(),
      queryFn: ({ signal }) =>
        http.get<ParameterRow[]>("/api/paramConfig/getListAll", { signal, quiet: true }),
    }),
  /** GET common/manageDict: a dictionary's entries, the static ones marked built-in. */
  dictionary: (type: EditableDictionaryType) =>
    queryOptions({
      queryKey: parameterKeys.dictionary(type),
      queryFn: ({ signal }) =>
        http.get<ManageDictEntry[]>("/api/common/manageDict", {
          query: { type },
          signal,
          quiet: true,
        }),
    }),
  /** GET paramConfig/siteInfo: the site's name in the page's language and its phone. */
  siteInfo: (language: string) =>
    queryOptions({
      queryKey: parameterKeys.siteInfo(language),
      queryFn: ({ signal }) =>
        http.get<SiteInfo>("/api/paramConfig/siteInfo", { signal, quiet: true }),
      staleTime: 60_000,
    }),
};

export function useParameters() {
  return useQuery(parameterQueries.list());
}

export function useDictionaryEntries(type: EditableDictionaryType, enabled: boolean) {
  return useQuery({ ...parameterQueries.dictionary(type), enabled });
}

/** The site's name in the page's language and its contact phone (the public footer). */
export function useSiteInfo() {
  const { i18n } = useTranslation();
  return useQuery(parameterQueries.siteInfo(i18n.language));
}

/**
 * The site's name in the page's language, as staff set it (the site-name parameters); the
 * built-in name until it loads or when it cannot.
 */
export function useSiteName(): string {
  const { t } = useTranslation();
  return useSiteInfo().data?.siteName ?? t("common.siteName");
}

/**
 * What a parameter or dictionary change changes: the parameters, the dictionaries (the public
 * ones too), the site information, and the audit log.
 */
function useParameterMutation<Input, Output>(send: (input: Input) => Promise<Output>) {
  return useInvalidatingMutation(send, [parameterKeys.all, publicDictionariesKey, auditLogKey]);
}

type ParameterFormInput = {
  key?: string;
  type?: ParameterType;
  value: unknown;
  description: string;
  sort: number;
};

/** Adds a parameter (id null) or saves a change (key and type fixed) to the version it read. */
export function useSaveParameter() {
  return useParameterMutation(
    sendVersionedSave<ParameterFormInput>(
      { add: "/api/paramConfig/add", update: "/api/paramConfig/edit" },
      ["key", "type"],
    ),
  );
}

export function useDeleteParameter() {
  return useParameterMutation((id: number) => http.post<null>("/api/paramConfig/delete", { id }));
}

export function useSortParameters() {
  return useParameterMutation((items: { id: number; sort: number }[]) =>
    http.post<null>("/api/paramConfig/editSort", { items }),
  );
}

type DictionaryFormInput = {
  type: EditableDictionaryType;
  id: number;
  name: string;
  nameEn?: string;
};

/** Adds a dictionary entry (version null) or renames one at the version it read. */
export function useSaveDictionaryEntry() {
  return useParameterMutation(
    ({ input, version }: { input: DictionaryFormInput; version: number | null }) =>
      version === null
        ? http.post<unknown>("/api/common/addDict", input, { fieldErrorsInForm: true })
        : http.post<null>(
            "/api/common/editDict",
            { ...input, version },
            { fieldErrorsInForm: true },
          ),
  );
}

export function useDeleteDictionaryEntry() {
  return useParameterMutation((entry: { type: EditableDictionaryType; id: number }) =>
    http.post<null>("/api/common/deleteDict", entry),
  );
}
