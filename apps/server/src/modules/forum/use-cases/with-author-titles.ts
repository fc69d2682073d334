import type { Language, MemberTitle } from "@portal/shared";
import type { Database } from "../../../platform/db/client.ts";
import { titlesOf } from "../../community/use-cases/titles-of.ts";

/**
 * A page of posts with each author's title in the reader's language (the community module's
 * `titlesOf`): one read of the page's honorary titles, none when nobody on it holds one.
 */
export async function withAuthorTitles<
  Row extends { authorId: number; authorEngineer: boolean; authorHonoraryTitleId: number | null },
>(
  db: Database,
  rows: readonly Row[],
  reader: Language,
): Promise<(Row & { authorTitle: MemberTitle })[]> {
  const titles = await titlesOf(
    db,
    rows.map((row) => ({
      id: row.authorId,
      isEngineer: row.authorEngineer,
      honoraryTitleId: row.authorHonoraryTitleId,
    })),
    reader,
  );
  return rows.map((row) => ({
    ...row,
    authorTitle: titles.get(row.authorId) ?? { kind: "ordinary", name: "" },
  }));
}
