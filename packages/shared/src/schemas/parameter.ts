import { z } from "zod";
import type { Language } from "../constants.ts";
import { pageQuery, recordId, recordVersion, singleLine } from "./common.ts";

/** What a parameter's value may be; a key keeps its type for life. */
export const parameterTypes = ["string", "number", "boolean", "stringList"] as const;
export type ParameterType = (typeof parameterTypes)[number];

export const parameterLimits = {
  keyMaxLength: 60,
  descriptionMaxLength: 200,
  stringMaxLength: 500,
  listMaxItems: 500,
  listItemMaxLength: 50,
  sortMax: 100_000,
} as const;

type ParameterValueOf = {
  string: string;
  number: number;
  boolean: boolean;
  stringList: string[];
};

/** A key the server reads: its type, default, bounds and what it does. */
type BuiltInParameter<T extends ParameterType = ParameterType> = {
  type: T;
  defaultValue: ParameterValueOf[T];
  min?: number;
  max?: number;
  /** What it does, in each language: answered in the reader's until staff write their own. */
  description: Record<Language, string>;
};

function defineParameter<T extends ParameterType>(parameter: BuiltInParameter<T>) {
  return parameter;
}

/**
 * The keys the server consumes, seeded with these defaults. Staff may change their values (within
 * the bounds) and add keys of their own; these keys cannot be deleted.
 */
export const builtInParameters = {
  "site.name": defineParameter({
    type: "string",
    defaultValue: "物联网模组开发者中心",
    description: {
      "zh-CN": "网站名称（简体，繁体由此转换），显示在页眉、页脚和浏览器标题",
      "en-US":
        "Site name in Chinese (Traditional is converted from it), shown in headers, footer and the browser title",
      "zh-TW": "網站名稱（簡體，繁體由此轉換），顯示在頁首、頁尾和瀏覽器標題",
    },
  }),
  "site.nameEn": defineParameter({
    type: "string",
    defaultValue: "IoT Module Developer Center",
    description: {
      "zh-CN": "英文网站名称，英文页面的页眉、页脚和浏览器标题显示它",
      "en-US": "Site name in English, shown in headers, footer and the browser title",
      "zh-TW": "英文網站名稱，英文頁面的頁首、頁尾和瀏覽器標題顯示它",
    },
  }),
  "site.contactPhone": defineParameter({
    type: "string",
    defaultValue: "400-100-1234",
    description: {
      "zh-CN": "客服电话，显示在页脚",
      "en-US": "Customer service phone number, shown in the footer",
      "zh-TW": "客服電話，顯示在頁尾",
    },
  }),
  "upload.avatarMaxBytes": defineParameter({
    type: "number",
    defaultValue: 2 * 1024 * 1024,
    min: 10 * 1024,
    max: 10 * 1024 * 1024,
    description: {
      "zh-CN": "头像上传的大小上限（字节）",
      "en-US": "Largest avatar upload (bytes)",
      "zh-TW": "頭像上傳的大小上限（位元組）",
    },
  }),
  "content.sensitiveWords": defineParameter({
    type: "stringList",
    defaultValue: ["赌博", "代开发票", "刷单"],
    description: {
      "zh-CN": "敏感词：评论中出现时以 * 遮盖",
      "en-US": "Sensitive words: masked with * where a comment holds them",
      "zh-TW": "敏感詞：評論中出現時以 * 遮蓋",
    },
  }),
  "points.welcomeGrant": defineParameter({
    type: "number",
    defaultValue: 100,
    min: 0,
    max: 10000,
    description: {
      "zh-CN": "新会员的欢迎积分（首次查看或使用积分时发放）",
      "en-US": "Welcome points of a new member (granted when they first see or use points)",
      "zh-TW": "新會員的歡迎積分（首次查看或使用積分時發放）",
    },
  }),
  "points.postReward": defineParameter({
    type: "number",
    defaultValue: 10,
    min: 0,
    max: 1000,
    description: {
      "zh-CN": "发帖获得的积分（与回复合计受每日上限约束）",
      "en-US": "Points for a post (counted with replies against the daily cap)",
      "zh-TW": "發帖獲得的積分（與回覆合計受每日上限約束）",
    },
  }),
  "points.replyReward": defineParameter({
    type: "number",
    defaultValue: 2,
    min: 0,
    max: 1000,
    description: {
      "zh-CN": "回复获得的积分（与发帖合计受每日上限约束）",
      "en-US": "Points for a reply (counted with posts against the daily cap)",
      "zh-TW": "回覆獲得的積分（與發帖合計受每日上限約束）",
    },
  }),
  "points.postsDailyCap": defineParameter({
    type: "number",
    defaultValue: 200,
    min: 0,
    max: 100000,
    description: {
      "zh-CN": "每天从发帖和回复获得的积分上限（UTC 日）",
      "en-US": "Most points a member earns from posts and replies in one day (UTC)",
      "zh-TW": "每天從發帖和回覆獲得的積分上限（UTC 日）",
    },
  }),
  "points.adoptedReward": defineParameter({
    type: "number",
    defaultValue: 20,
    min: 0,
    max: 10000,
    description: {
      "zh-CN": "回答被采纳获得的积分（不受每日上限约束）",
      "en-US": "Points for an adopted answer (not counted against the daily cap)",
      "zh-TW": "回答被採納獲得的積分（不受每日上限約束）",
    },
  }),
  "points.signInReward": defineParameter({
    type: "number",
    defaultValue: 5,
    min: 1,
    max: 1000,
    description: {
      "zh-CN": "每日签到获得的积分",
      "en-US": "Points for the daily sign-in",
      "zh-TW": "每日簽到獲得的積分",
    },
  }),
} as const;
export type BuiltInParameterKey = keyof typeof builtInParameters;
export type BuiltInParameterValue<K extends BuiltInParameterKey> =
  ParameterValueOf[(typeof builtInParameters)[K]["type"]];

const parameterKey = z
  .string()
  .trim()
  .min(1)
  .max(parameterLimits.keyMaxLength)
  .regex(/^[a-z][A-Za-z0-9]*(\.[a-z][A-Za-z0-9]*)*$/, "parameter.keyFormat");

const description = singleLine().max(parameterLimits.descriptionMaxLength);
const sort = z.number().int().min(0).max(parameterLimits.sortMax);

/** The schema a value of `type` must pass; a built-in key adds its bounds. */
export function parameterValueSchema(type: ParameterType, key?: string): z.ZodType {
  const builtIn = key ? (builtInParameters as Record<string, BuiltInParameter>)[key] : undefined;
  switch (type) {
    case "string":
      return singleLine().max(parameterLimits.stringMaxLength);
    case "number": {
      let schema = z.number().finite();
      if (builtIn?.min !== undefined) schema = schema.min(builtIn.min);
      if (builtIn?.max !== undefined) schema = schema.max(builtIn.max);
      return schema;
    }
    case "boolean":
      return z.boolean();
    case "stringList":
      return z
        .array(singleLine().min(1).max(parameterLimits.listItemMaxLength))
        .max(parameterLimits.listMaxItems);
  }
}

export const parameterAddInput = z.object({
  key: parameterKey,
  type: z.enum(parameterTypes),
  value: z.unknown(),
  description: description.default(""),
  sort: sort.default(0),
});
export type ParameterAddInput = z.infer<typeof parameterAddInput>;

export const parameterEditInput = z.object({
  id: recordId,
  version: recordVersion,
  value: z.unknown(),
  description: description.optional(),
  sort: sort.optional(),
});
export type ParameterEditInput = z.infer<typeof parameterEditInput>;

export const parameterSortInput = z.object({
  items: z
    .array(z.object({ id: recordId, sort }))
    .min(1)
    .max(500),
});
export type ParameterSortInput = z.infer<typeof parameterSortInput>;

export const parameterListQuery = pageQuery.extend({
  keyword: singleLine().max(50).optional(),
});

export const parameterRow = z.object({
  id: z.number(),
  key: z.string(),
  type: z.enum(parameterTypes),
  value: z.unknown(),
  description: z.string(),
  sort: z.number(),
  builtIn: z.boolean(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  updatedAt: z.string(),
  version: z.number(),
});
export type ParameterRow = z.infer<typeof parameterRow>;

/** What every visitor's page shows of the settings, in the caller's language. */
export const siteInfo = z.object({ siteName: z.string(), contactPhone: z.string() });
export type SiteInfo = z.infer<typeof siteInfo>;
