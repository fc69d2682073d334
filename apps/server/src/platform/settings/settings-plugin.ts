import {
  type BuiltInParameterKey,
  type BuiltInParameterValue,
  builtInParameters,
  parameterValueSchema,
} from "@portal/shared";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** The stored values by key, as the module that owns them reads them. */
export type LoadSettings = () => Promise<ReadonlyMap<string, unknown>>;

/**
 * How long an instance reads settings from memory. A change clears them at once on every instance
 * sharing REDIS_URL; this bounds only an instance that could not hear of it.
 */
const settingsTtlMs = 5_000;
const cacheName = "settings";

declare module "fastify" {
  interface FastifyInstance {
    /** A built-in setting's value now: the stored one, or its default when none or invalid. */
    setting<K extends BuiltInParameterKey>(key: K): Promise<BuiltInParameterValue<K>>;
    /** After a change: the next read on every instance loads the settings again. */
    forgetSettings(): void;
  }
}

/**
 * Run-time settings (site name, upload limits, sensitive words, ...) read through a short-lived
 * cache, so a change needs no restart. The values come from `load`, the parameter module's.
 */
export const settingsPlugin = fp<{ load: LoadSettings }>(
  async (app: FastifyInstance, { load }) => {
    const cache = app.memoryCache<ReadonlyMap<string, unknown>>(cacheName, {
      maxEntries: 1,
      ttlMs: settingsTtlMs,
    });
    app.decorate("setting", async <K extends BuiltInParameterKey>(key: K) => {
      const stored = (await cache.get("all", load)).get(key);
      const { type, defaultValue } = builtInParameters[key];
      const parsed = parameterValueSchema(type, key).safeParse(stored);
      return (parsed.success ? parsed.data : defaultValue) as BuiltInParameterValue<K>;
    });
    app.decorate("forgetSettings", () => cache.clear());
  },
  { name: "settings", dependencies: ["cache"] },
);
