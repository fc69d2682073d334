import { z } from "zod";
import { recordId, recordVersion, singleLine } from "./common.ts";

/** The lists `GET /api/common/dict` serves; geo is static, the others take added entries. */
export const dictionaryTypes = ["product", "area", "field", "geo"] as const;
export type DictionaryType = (typeof dictionaryTypes)[number];

/** The lists staff may add entries to. */
export const editableDictionaryTypes = ["product", "area", "field"] as const;
export type EditableDictionaryType = (typeof editableDictionaryTypes)[number];

const nameMaxLength = 100;

export const dictListQuery = z.object({
  type: z.enum(dictionaryTypes, { error: "dict.unknownType" }),
});

export const addDictBody = z.object({
  type: z.enum(editableDictionaryTypes, { error: "dict.unknownType" }),
  id: recordId,
  name: singleLine().min(1).max(nameMaxLength),
  /** English name of an area or field; empty means none. Products have only a model. */
  nameEn: singleLine().max(nameMaxLength).optional(),
});

export const productEntry = z.object({ id: z.number(), model: z.string() });
export type ProductEntry = z.infer<typeof productEntry>;

/** An area or a field: its Simplified name, English name and Traditional (zh-TW) name. */
export const namedEntry = z.object({
  id: z.number(),
  name: z.string(),
  nameEn: z.string().nullable(),
  nameTw: z.string(),
});
export type NamedEntry = z.infer<typeof namedEntry>;

export const geoProvince = z.object({
  code: z.string(),
  provinceName: z.string(),
  cities: z.array(z.object({ code: z.string(), cityName: z.string() })),
});

/** A staff edit of an added entry, with the version its form read. */
export const editDictBody = addDictBody.extend({ version: recordVersion });

export const deleteDictBody = z.object({
  type: z.enum(editableDictionaryTypes, { error: "dict.unknownType" }),
  id: recordId,
});

export const manageDictQuery = z.object({
  type: z.enum(editableDictionaryTypes, { error: "dict.unknownType" }),
});

/** A row of the dictionary tab: static entries come with the release and cannot be changed. */
export const manageDictEntry = z.object({
  id: z.number(),
  name: z.string(),
  nameEn: z.string().nullable(),
  builtIn: z.boolean(),
  /** null for a static entry. */
  version: z.number().nullable(),
});
export type ManageDictEntry = z.infer<typeof manageDictEntry>;
