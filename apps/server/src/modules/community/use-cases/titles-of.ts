import type { Language, MemberTitle } from "@portal/shared";
import { inArray } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { translatableHonoraryTitle } from "../honorary-title-rows.ts";
import { honoraryTitleTranslations } from "../honorary-title-translation-kind.ts";
import { communityMessages } from "../messages.ts";
import { honoraryTitles } from "../schema.ts";

/** What a title is worked out from: the user table's own columns. */
export type TitledUser = { id: number; isEngineer: boolean; honoraryTitleId: number | null };

/**
 * The title shown beside each user's name (spec section 3), by user id, in the reader's
 * language: certified engineer when the flag is set, else the honorary title staff gave, else
 * ordinary member. Engineer and member are the portal's own words; honorary names are staff's,
 * with their versions and the fallback chain. One read of the page's titles (and one of their
 * versions when a reader's language differs from an original's), whatever the page's size.
 */
export async function titlesOf(
  db: Database,
  people: readonly TitledUser[],
  reader: Language,
): Promise<Map<number, MemberTitle>> {
  const wanted = [
    ...new Set(
      people.flatMap((person) =>
        !person.isEngineer && person.honoraryTitleId !== null ? [person.honoraryTitleId] : [],
      ),
    ),
  ];
  const rows =
    wanted.length === 0
      ? []
      : await db.select().from(honoraryTitles).where(inArray(honoraryTitles.id, wanted));
  const localized = await honoraryTitleTranslations.rowsInLanguage(
    db,
    rows,
    reader,
    translatableHonoraryTitle,
  );
  const names = new Map(localized.map((row) => [row.id, row.name]));
  const engineer = communityMessages["community.title.engineer"][reader];
  const ordinary = communityMessages["community.title.ordinary"][reader];
  return new Map(
    people.map((person): [number, MemberTitle] => {
      if (person.isEngineer) return [person.id, { kind: "engineer", name: engineer }];
      // A title deleted meanwhile falls through to ordinary, as the spec's order says.
      const honorary =
        person.honoraryTitleId === null ? undefined : names.get(person.honoraryTitleId);
      if (honorary) return [person.id, { kind: "honorary", name: honorary }];
      return [person.id, { kind: "ordinary", name: ordinary }];
    }),
  );
}
