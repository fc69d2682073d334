import type { ResourceSearchQuery } from "@portal/shared";
import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { paginate } from "../../../platform/db/paginate.ts";
import { keywordMatches } from "../../translation/use-cases/translation-matches.ts";
import { everyCatalog, type ResourceViewer, readableCatalogIds } from "../policy.ts";
import { recordOf, selectResourceRecords } from "../resource-rows.ts";
import { resourceTranslations } from "../resource-translation-kinds.ts";
import { resources } from "../schema.ts";

/**
 * `resource/search-resource` (managers: every file) and `resource/search-user-resource` (a
 * partner: only files of folders granted to them), newest first, by a keyword in the title or
 * description (the original's or a version's in any language) or the file name, and by folder
 * (its own files, not its subfolders').
 */
export async function searchResources({
  db,
  viewer,
  keyword,
  catalogId,
  ...page
}: ResourceSearchQuery & { db: Database; viewer: ResourceViewer }) {
  const readable = await readableCatalogIds(db, viewer);
  if (readable !== everyCatalog && readable.size === 0) {
    return { list: [], total: 0, page: page.page, pageSize: page.pageSize };
  }
  const condition = and(
    readable === everyCatalog ? undefined : inArray(resources.catalogId, [...readable]),
    catalogId === undefined ? undefined : eq(resources.catalogId, catalogId),
    keyword
      ? keywordMatches(keyword, {
          kind: resourceTranslations.kind,
          recordId: resources.id,
          columns: [resources.title, resources.description, resources.fileName],
        })
      : undefined,
  );
  const found = await paginate(page, {
    rows: ({ limit, offset }) =>
      selectResourceRecords(db, condition)
        .orderBy(desc(resources.updatedAt), desc(resources.id))
        .limit(limit)
        .offset(offset),
    count: () => db.select({ total: count() }).from(resources).where(condition),
  });
  return { ...found, list: found.list.map(recordOf) };
}
