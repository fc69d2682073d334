import { z } from "zod";

/** Bounds of what the page recorder sends and what the home statistics page asks for. */
export const statisticsLimits = {
  pathMaxLength: 120,
  targetIdMaxLength: 64,
  referrerMaxLength: 300,
  /** The longest range the home statistics page answers: a leap year and a day. */
  rangeMaxDays: 367,
  topListSize: 10,
} as const;

/**
 * What a search searched: the catalogue, the documents, the content texts, the forum, or the
 * whole site (the header's search box).
 */
export const searchScopes = ["catalogue", "document", "text", "forum", "site"] as const;
export type SearchScope = (typeof searchScopes)[number];

/**
 * One hash-route navigation as the web's recorder sends it with `navigator.sendBeacon`: the
 * route's pattern (`/product/detail/:id`) and its id, where the reader came from, the page's
 * language, whether the device is a phone and the screen's width. `entry` marks the first page
 * of a visit (a page load of the app).
 */
export const pageViewBeacon = z.object({
  path: z
    .string()
    .max(statisticsLimits.pathMaxLength)
    .regex(/^\/[A-Za-z0-9/:_-]*$/),
  targetId: z.string().max(statisticsLimits.targetIdMaxLength).optional(),
  referrer: z.string().max(statisticsLimits.referrerMaxLength).optional(),
  language: z.enum(["zh-CN", "en-US", "zh-TW"]),
  mobile: z.boolean(),
  screenWidth: z.number().int().min(0).max(20_000),
  entry: z.boolean().default(false),
});
export type PageViewBeacon = z.infer<typeof pageViewBeacon>;

const day = z.iso.date();
const dayMs = 24 * 60 * 60 * 1000;

/** A range of China's calendar days, both ends included, at most `rangeMaxDays` long. */
export const statisticsRangeQuery = z
  .object({ from: day, to: day })
  .refine((range) => range.from <= range.to, { message: "statistics.rangeOrder", path: ["to"] })
  .refine(
    (range) =>
      (Date.parse(range.to) - Date.parse(range.from)) / dayMs < statisticsLimits.rangeMaxDays,
    { message: "statistics.rangeTooLong", path: ["to"] },
  );
export type StatisticsRangeQuery = z.infer<typeof statisticsRangeQuery>;

const countedKey = z.object({ key: z.string(), label: z.string(), count: z.number() });

/** The home statistics page: the checked shape (`pageViews` ... `noResultSearches`) and more. */
export const statisticsSummary = z.object({
  pageViews: z.number(),
  visits: z.number(),
  /** Unique over the whole range (a merged HyperLogLog sketch), not a sum of days. */
  visitors: z.number(),
  topPages: z.array(z.object({ path: z.string(), views: z.number() })),
  noResultSearches: z.array(
    z.object({
      query: z.string(),
      scope: z.enum(searchScopes),
      count: z.number(),
      lastSeenAt: z.string(),
    }),
  ),
  byDay: z.array(
    z.object({ day: z.string(), pageViews: z.number(), visits: z.number(), visitors: z.number() }),
  ),
  topProducts: z.array(countedKey),
  topDocuments: z.array(countedKey),
  topLinks: z.array(countedKey),
  comparisons: z.number(),
  searches: z.number(),
  /** Unique visitors per province code of the geo dataset, `990000` abroad, `unknown`. */
  provinces: z.array(z.object({ code: z.string(), visitors: z.number() })),
  devices: z.object({ mobile: z.number(), desktop: z.number() }),
  languages: z.array(z.object({ language: z.string(), views: z.number() })),
});
export type StatisticsSummary = z.infer<typeof statisticsSummary>;
