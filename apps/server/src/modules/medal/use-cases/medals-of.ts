import type { Language, MedalBadge } from "@portal/shared";
import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { medalTranslations, translatableMedal } from "../medal-translation-kind.ts";
import { medals, userMedals } from "../schema.ts";

/**
 * The medals each member holds, in the medals' order, named in the reader's language (with the
 * fallback chain): one statement for the awards, one for the versions (none for readers of the
 * originals' language). A member holding none is missing from the map.
 */
export async function medalsOf(
  db: Database,
  userIds: number[],
  reader: Language,
): Promise<Map<number, MedalBadge[]>> {
  const held = new Map<number, MedalBadge[]>();
  if (userIds.length === 0) return held;
  const rows = await db
    .select({
      userId: userMedals.userId,
      id: medals.id,
      language: medals.language,
      name: medals.name,
      description: medals.description,
      icon: medals.icon,
    })
    .from(userMedals)
    .innerJoin(medals, eq(medals.id, userMedals.medalId))
    .where(inArray(userMedals.userId, userIds))
    .orderBy(asc(medals.sort), asc(medals.id));
  const named = await medalTranslations.rowsInLanguage(db, rows, reader, translatableMedal);
  for (const { userId, id, name, icon } of named) {
    held.set(userId, [...(held.get(userId) ?? []), { id, name, icon }]);
  }
  return held;
}
