/*
 * Writes 20,000 published texts (news, school articles, knowledge, notices, solutions, marketing)
 * and 500 FAQs into a migrated database, about the models of the forum's boards, from the words
 * of search-data.ts; one text in five also has an English version (content_translations), as
 * staff write them. INSERT … SELECT FROM generate_series with the search's change triggers off,
 * as a restore does: the search index reads every record when the server starts.
 */
import type { Database } from "../../apps/server/src/platform/db/client.ts";
import { rawClientOf } from "../database/raw-client.ts";
import { benchBoards } from "../forum/forum-data.ts";
import { faqPairs, textParagraphs, textTitles } from "./search-data.ts";

const size = { texts: 20_000, faqs: 500 } as const;

export type TextsSummary = { texts: number; translations: number; faqs: number };

const textTypes = ["news", "schoolArticle", "knowledge", "notice", "solution", "marketing"];

export async function seedTexts(db: Database): Promise<TextsSummary> {
  const client = rawClientOf(db);
  const words = JSON.stringify({
    models: benchBoards.flatMap((board) => board.models),
    titles: textTitles,
    paragraphs: textParagraphs,
    types: textTypes,
  });
  await client.query("set session_replication_role = replica");
  await client.query(`create temporary table bench_words as select $1::jsonb as words`, [words]);
  // Text i: a model, a title, three paragraphs; one a day or so back over three years.
  await client.query(
    `insert into texts (type, language, title, summary, content, status, published_at, created_at)
     select w.words->'types'->>(i % 6),
       'zh-CN',
       (w.words->'models'->>(i % jsonb_array_length(w.words->'models'))) || ' ' ||
         (w.words->'titles'->(i % 10)->>0),
       w.words->'paragraphs'->((i * 7) % 8)->>0,
       '<p>' || (w.words->'paragraphs'->((i * 3) % 8)->>0) || '</p><p>' ||
         (w.words->'paragraphs'->((i * 5) % 8)->>0) || '</p><p>' ||
         (w.words->'paragraphs'->((i * 7) % 8)->>0) || '</p>',
       'published', now() - (${size.texts} - i) * interval '80 minutes',
       now() - (${size.texts} - i) * interval '80 minutes'
     from generate_series(1, ${size.texts}) as i, bench_words w`,
  );
  await client.query(
    `insert into content_translations (kind, record_id, language, fields, source_digest)
     select 'text', t.id, 'en-US',
       jsonb_build_object(
         'title', split_part(t.title, ' ', 1) || ' ' || (w.words->'titles'->(t.id % 10)->>1),
         'summary', w.words->'paragraphs'->((t.id * 7) % 8)->>1,
         'content', '<p>' || (w.words->'paragraphs'->((t.id * 3) % 8)->>1) || '</p>'),
       'bench'
     from texts t, bench_words w where t.id % 5 = 0`,
  );
  await client.query(`insert into faq_types (name, sort) values ('常见问题', 0)`);
  await client.query(
    `insert into faqs (type_id, language, question, answer, sort, status)
     select (select min(id) from faq_types), case when i % 5 >= 3 then 'en-US' else 'zh-CN' end,
       ($1::jsonb->(i % 5)->>0) || ' #' || i, '<p>' || ($1::jsonb->(i % 5)->>1) || '</p>', i,
       'published'
     from generate_series(1, ${size.faqs}) as i`,
    [JSON.stringify(faqPairs)],
  );
  await client.query("drop table bench_words");
  await client.query("set session_replication_role = default");
  await client.query("vacuum analyze texts, content_translations, faqs");
  const count = async (query: string) => Number((await client.query(query)).rows[0]?.count ?? 0);
  return {
    texts: await count("select count(*) as count from texts"),
    translations: await count("select count(*) as count from content_translations"),
    faqs: await count("select count(*) as count from faqs"),
  };
}
