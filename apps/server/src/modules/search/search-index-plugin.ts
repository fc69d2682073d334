import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Database } from "../../platform/db/client.ts";
import { ChangeLog, currentFloor, pruneChangeLog } from "./change-log.ts";
import {
  type CatalogueFilters,
  type SearchAnswer,
  SearchIndex,
  type SearchReader,
} from "./search-index.ts";
import { type SearchKind, searchKinds } from "./search-kinds.ts";
import {
  type CatalogueEntry,
  documentIdsOfProducts,
  everyRecord,
  recordsOf,
} from "./search-records.ts";

/** What other modules ask of the index, through `app.searchIndex`. */
export type PortalSearch = {
  /** One ranked page of every kind (or one), with the count of each kind. */
  search(query: {
    query: string;
    kind?: SearchKind | undefined;
    reader: SearchReader;
    offset: number;
    limit: number;
  }): Promise<SearchAnswer>;
  /** The catalogue's keyword list: published products by model and name, in catalogue order. */
  catalogue(
    filters: CatalogueFilters,
    page: { offset: number; limit: number },
  ): Promise<{ list: CatalogueEntry[]; total: number }>;
  /**
   * The ids of every published record of `kind` matching `keyword` by the search's rules,
   * unordered (whitelist documents only when the reader may open them): a page's own list
   * filters, orders and pages them in SQL.
   */
  idsMatching(query: {
    kind: SearchKind;
    keyword: string;
    opensWhitelist: boolean;
  }): Promise<number[]>;
  /**
   * Reloads the records written since the last look (the database notes every write) and tells
   * the other instances. A write answers only after it, so a search right after finds it.
   */
  catchUp(): Promise<void>;
  /** Adds to a route plugin a hook that catches up after each of its successful writes. */
  catchUpAfterWrites(routes: FastifyInstance): void;
};

declare module "fastify" {
  interface FastifyInstance {
    /** The in-memory search index of this instance (the search module). */
    searchIndex: PortalSearch;
  }
}

/** The Redis channel on which an instance says it applied writes; others then catch up. */
const changedChannel = "portal-search:changed";
/** Also looked at this often, for writes no request caught up with (a sweep) or a lost message. */
const catchUpEveryMs = 30_000;
/** Old notes are deleted about this often by each instance. */
const pruneEveryMs = 10 * 60_000;

/** Runs `work` once at a time; a call during a run waits for one more run after it. */
function oneRunAtATime(work: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  const run = (): Promise<void> => {
    if (!running) {
      running = work().finally(() => {
        running = undefined;
      });
      return running;
    }
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = undefined;
        return run();
      });
    return queued;
  };
  return run;
}

/** The longest the build keeps the event loop before it lets other work (a health check) run. */
const buildSliceMs = 20;

/**
 * Every searchable record of the database in a new index, stored in slices of at most 20 ms
 * between which the event loop turns, so a starting server answers meanwhile.
 */
export async function buildSearchIndex(db: Database): Promise<SearchIndex> {
  const index = new SearchIndex();
  let sliceStarted = performance.now();
  for (const kind of searchKinds) {
    for await (const records of everyRecord(db, kind)) {
      for (const record of records) {
        index.put(record);
        if (performance.now() - sliceStarted < buildSliceMs) continue;
        await new Promise((resolve) => setImmediate(resolve));
        sliceStarted = performance.now();
      }
    }
  }
  return index;
}

/** The index of the app's database; logs what it holds and took. */
async function buildIndex(app: FastifyInstance): Promise<SearchIndex> {
  const startedAt = performance.now();
  const index = await buildSearchIndex(app.db);
  app.log.info(
    { ...index.size(), ms: Math.round(performance.now() - startedAt) },
    "search index built",
  );
  return index;
}

/**
 * Builds the index from the database when the app starts and keeps it current: after each
 * write through a route plugin that asked for it, on a Redis message from another instance, and
 * every 30 s. The build runs beside the start, in slices: the server listens and answers
 * meanwhile, and a search asked before it is done waits for it.
 */
export const searchIndexPlugin = fp(
  async (app: FastifyInstance) => {
    // Notes written from here on are read at the first catch-up, after the build.
    const changeLog = new ChangeLog(await currentFloor(app.db));
    const built = buildIndex(app);
    const instance = randomUUID();
    const { redis } = app;
    const apply = async (index: SearchIndex, kind: SearchKind, ids: Set<number>) => {
      const records = await recordsOf(app.db, kind, [...ids]);
      const found = new Set(records.map((record) => record.id));
      for (const id of ids) if (!found.has(id)) index.remove(kind, id);
      for (const record of records) index.put(record);
    };
    const catchUp = oneRunAtATime(async () => {
      const index = await built;
      const changed = await changeLog.unread(app.db);
      if (changed.size === 0) return;
      const productIds = changed.get("product");
      // A product's documents are found while it is published, and by its model.
      if (productIds) {
        const documentIds = changed.get("document") ?? new Set<number>();
        for (const id of await documentIdsOfProducts(app.db, [...productIds])) documentIds.add(id);
        changed.set("document", documentIds);
      }
      for (const [kind, ids] of changed) await apply(index, kind, ids);
      redis?.publish(changedChannel, instance).catch((error: unknown) => {
        app.log.warn({ err: error }, "other instances were not told of search changes");
      });
    });
    const catchUpLogged = () =>
      catchUp().catch((error: unknown) => {
        app.log.error({ err: error }, "the search index did not catch up");
      });
    void catchUpLogged();

    if (redis) {
      const subscriber = redis.duplicate();
      subscriber.on("error", (error) => app.log.warn({ err: error }, "search subscriber error"));
      subscriber.on("message", (_channel: string, from: string) => {
        if (from !== instance) void catchUpLogged();
      });
      await subscriber.subscribe(changedChannel).catch((error: unknown) => {
        app.log.warn({ err: error }, "search changes of other instances unheard");
      });
      app.addHook("onClose", async () => {
        await subscriber.quit().catch(() => subscriber.disconnect());
      });
    }
    let lastPrune = Date.now();
    const timer = setInterval(() => {
      void catchUpLogged();
      if (Date.now() - lastPrune < pruneEveryMs) return;
      lastPrune = Date.now();
      pruneChangeLog(app.db, app.now()).catch((error: unknown) => {
        app.log.warn({ err: error }, "old search change notes were not deleted");
      });
    }, catchUpEveryMs);
    timer.unref();
    app.addHook("onClose", async () => {
      clearInterval(timer);
      // The database closes after the app: the build must not read a closed one.
      await built.catch(() => undefined);
    });

    const search: PortalSearch = {
      search: async (query) => (await built).search(query),
      catalogue: async (filters, page) => (await built).catalogue(filters, page),
      idsMatching: async (query) => (await built).idsMatching(query),
      catchUp,
      catchUpAfterWrites(routes) {
        routes.addHook("onSend", async (request, reply) => {
          if (request.method !== "GET" && reply.statusCode < 400) await catchUpLogged();
        });
      },
    };
    app.decorate("searchIndex", search);
  },
  { name: "search-index", dependencies: ["database", "redis", "clock"] },
);
