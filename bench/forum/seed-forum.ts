/*
 * Fills a freshly migrated database with a forum in service: 2,000 members, the four boards,
 * 100,000 posts over two years and 1,000,000 replies, and the per-day activity rows of the last
 * 7 days that hot posts read. Everything is written by a few INSERT … SELECT FROM
 * generate_series statements, the texts taken from the vocabulary of forum-data.ts, so the rows
 * are the same on every run and a search matches the share of posts it would on a real forum.
 * Then statistics are brought up to date as autovacuum would have them.
 */
import type { Database } from "../../apps/server/src/platform/db/client.ts";
import { type RawClient, rawClientOf } from "../database/raw-client.ts";
import { benchBoards, forumVocabulary } from "./forum-data.ts";

const forumSize = { members: 2_000, posts: 100_000, replies: 1_000_000 };

/** What the bench prints about the forum it measured on. */
export type ForumSummary = {
  posts: number;
  visiblePosts: number;
  replies: number;
  activityRows: number;
  boardIds: number[];
  seedSeconds: number;
};

/**
 * A deterministic number in [0, 1) from an integer expression: Knuth's multiplicative hash, so
 * the distribution of replies over posts is the same on every run without random().
 */
const unit = (expression: string, salt: number) =>
  `(((((${expression})::bigint + ${salt}) * 2654435761) % 4294967296)::float8 / 4294967296)`;

async function count(client: RawClient, query: string): Promise<number> {
  const result = await client.query(query);
  return Number(result.rows[0]?.count ?? 0);
}

async function loadVocabulary(client: RawClient) {
  const vocabulary = forumVocabulary();
  const tables: [string, { text: string; board?: number }[]][] = [
    ["bench_titles", vocabulary.titles],
    ["bench_paragraphs", vocabulary.paragraphs],
    ["bench_replies", vocabulary.replies],
  ];
  for (const [name, rows] of tables) {
    await client.query(
      `create temporary table ${name} as
         select (ordinality - 1)::int as position, value->>'text' as text
         from jsonb_array_elements($1::jsonb) with ordinality`,
      [JSON.stringify(rows)],
    );
  }
  // A model's position among its board's models, so a post picks one of its own board.
  await client.query(
    `create temporary table bench_models as
       select (value->>'board')::int as board,
              (row_number() over (partition by value->>'board' order by ordinality) - 1)::int as position,
              count(*) over (partition by value->>'board') as models,
              value->>'text' as text
       from jsonb_array_elements($1::jsonb) with ordinality`,
    [JSON.stringify(vocabulary.models)],
  );
  return {
    titles: vocabulary.titles.length,
    paragraphs: vocabulary.paragraphs.length,
    replies: vocabulary.replies.length,
  };
}

/**
 * Seeds the forum into `db`, which must be migrated and hold no forum rows yet. `replies`
 * replaces the million replies (the search bench, which reads none, seeds none).
 */
export async function seedForum(
  db: Database,
  size: { replies?: number } = {},
): Promise<ForumSummary> {
  const started = performance.now();
  const client = rawClientOf(db);
  const sizes = await loadVocabulary(client);
  const { members, posts } = forumSize;
  const replies = size.replies ?? forumSize.replies;

  // Members: nobody signs in as them (the hash is no password's); one in fifty an engineer.
  await client.query(
    `insert into users (phone, nickname, password_hash, is_engineer, created_at)
     select '138' || lpad(i::text, 8, '0'), '开发者' || i, 'bench-no-password', i % 50 = 0,
            now() - interval '3 years'
     from generate_series(1, ${members}) as i`,
  );
  const firstMember = await count(client, "select min(id) as count from users");

  const boardRows = benchBoards.map((board, index) => ({
    name: board.name,
    name_en: board.nameEn,
    sort: index,
    template: [
      { key: "model", label: "模组型号", labelEn: "Module model", kind: "text", required: true },
      { key: "firmware", label: "固件版本", labelEn: "Firmware", kind: "text", required: false },
      {
        key: "tried",
        label: "已尝试",
        labelEn: "What was tried",
        kind: "textarea",
        required: false,
      },
    ],
  }));
  const boardIds = (
    await client.query(
      `insert into forum_boards (name, name_en, sort, template)
       select name, name_en, sort, template
       from jsonb_to_recordset($1::jsonb) as b(name text, name_en text, sort int, template jsonb)
       returning id`,
      [JSON.stringify(boardRows)],
    )
  ).rows.map((row) => Number(row.id));
  // Board of post i by the shares of forum-data.ts (cumulative thresholds in per cent).
  let cumulative = 0;
  const boardCase = benchBoards
    .map((board, index) => {
      cumulative += board.share * 100;
      return `when ${unit("i", 11)} * 100 < ${cumulative.toFixed(0)} then ${boardIds[index]}`;
    })
    .join(" ");

  // As a restore does: the indexes are built once after the load instead of row by row, and
  // the foreign keys of a million replies to posts that were just inserted are not checked one
  // by one. That also keeps the search's trigger from noting each post as a change: the
  // server's search index reads every post when it starts anyway.
  const indexes = (
    await client.query(
      `select indexname, indexdef from pg_indexes
       where tablename in ('forum_posts', 'forum_replies')
         and not exists (select 1 from pg_constraint where conname = indexname)`,
    )
  ).rows.map((row) => ({ name: String(row.indexname), definition: String(row.indexdef) }));
  for (const index of indexes) await client.query(`drop index "${index.name}"`);
  await client.query("set session_replication_role = replica");

  // Replies first, so each post is inserted with its counters. Recent posts draw more of them
  // (post = posts * u^1.6 back from the newest: the newest gets several hundred, a two-year-old
  // one about six). Each comes after its post, within a month; 1 % wait in the queue, one in
  // forty is an engineer's (certified). Post ids are given (1 to posts, the database is new).
  await client.query(
    `insert into forum_replies (post_id, author_id, content, status, certified, like_count,
       content_hash, created_at, updated_at)
     select post_id, ${firstMember} + (r::bigint * 104729) % ${members}, '<p>' || s.text || '</p>',
       case when r % 100 = 0 then 'pending' else 'published' end, r % 40 = 0, r % 5,
       md5(r::text), created, created
     from (
       select r, post_id,
              least(now(), now() - (${posts} - post_id) * interval '10 minutes'
                           + ${unit("r", 19)} * interval '30 days') as created
       from (
         select r, ${posts} - floor(power(${unit("r", 23)}, 1.6) * ${posts})::int as post_id
         from generate_series(1, ${replies}) as r
       ) as picked
     ) as reply
     join bench_replies s on s.position = (reply.r % ${sizes.replies})`,
  );

  // Posts: one every 10 minutes over the last two years (id order is time order), a model of
  // its board and a title in the title, three paragraphs in the body, the counters the forum
  // keeps (visible replies, latest activity). About 2 % wait in the audit queue, 1 % are
  // deleted, 0.5 % hidden by reports; a few are top or essence.
  await client.query(
    `insert into forum_posts (id, board_id, author_id, title, content, template_answers, status,
       hidden_by_reports, is_top, is_essence, reply_count, last_activity_at,
       content_hash, view_count, like_count, created_at, updated_at)
     select i, post.board, ${firstMember} + (i * 7919) % ${members}, m.text || ' ' || t.text,
       '<p>' || p1.text || '</p><p>' || p2.text || '</p><p>' || p3.text || '</p>',
       jsonb_build_object('model', m.text, 'firmware', 'V1.' || (i % 7) || '.' || (i % 11)),
       case when i % 50 = 0 then 'pending' when i % 97 = 0 then 'deleted' else 'published' end,
       i % 211 = 0, i % 9973 = 0, i % 331 = 0, coalesce(c.visible, 0),
       greatest(created, c.latest),
       md5(i::text), (i % 300), (i % 13), created, created
     from (
       select i, case ${boardCase} end as board,
              now() - (${posts} - i) * interval '10 minutes' as created
       from generate_series(1, ${posts}) as i
     ) as post
     left join (
       select post_id, count(*) filter (where status = 'published')::int as visible,
              max(created_at) filter (where status = 'published') as latest
       from forum_replies group by post_id
     ) as c on c.post_id = post.i
     join bench_models m on m.board = post.board - ${(boardIds[0] ?? 1) - 1}
       and m.position = floor(${unit("i", 3)} * m.models)
     join bench_titles t on t.position = floor(${unit("i", 5)} * ${sizes.titles})
     join bench_paragraphs p1 on p1.position = floor(${unit("i", 7)} * ${sizes.paragraphs})
     join bench_paragraphs p2 on p2.position = floor(${unit("i", 13)} * ${sizes.paragraphs})
     join bench_paragraphs p3 on p3.position = floor(${unit("i", 17)} * ${sizes.paragraphs})`,
  );
  await client.query(
    "select setval(pg_get_serial_sequence('forum_posts', 'id'), max(id)) from forum_posts",
  );
  await client.query("set session_replication_role = default");
  for (const index of indexes) await client.query(index.definition);
  await client.query(
    `update forum_boards b set post_count = c.posts, last_post_at = c.latest
     from (
       select board_id, count(*)::int as posts, max(created_at) as latest from forum_posts
       where status = 'published' and not hidden_by_reports group by board_id
     ) as c
     where c.board_id = b.id`,
  );

  // Activity of the last 7 days: the replies counted per post and day, as sending a reply
  // does, and views and likes on one post in five on one to three of those days.
  await client.query(
    `insert into forum_post_activity (post_id, day, replies)
     select post_id, (created_at at time zone 'UTC')::date, count(*)::int
     from forum_replies
     where status = 'published' and created_at > now() - interval '8 days'
     group by 1, 2`,
  );
  await client.query(
    `insert into forum_post_activity (post_id, day, views, likes)
     select id, (now() at time zone 'UTC')::date - d, 1 + (id * d) % 40, (id + d) % 4
     from forum_posts
     cross join generate_series(0, 6) as d
     where id % 5 = 0 and ${unit("id * 7 + d", 29)} < 0.3
     on conflict (post_id, day) do update
       set views = excluded.views, likes = excluded.likes`,
  );

  for (const tableName of ["bench_titles", "bench_paragraphs", "bench_replies", "bench_models"]) {
    await client.query(`drop table ${tableName}`);
  }
  await client.query(
    "vacuum analyze users, forum_boards, forum_posts, forum_replies, forum_post_activity",
  );
  return {
    posts: await count(client, "select count(*) as count from forum_posts"),
    visiblePosts: await count(
      client,
      "select count(*) as count from forum_posts where status = 'published' and not hidden_by_reports",
    ),
    replies: await count(client, "select count(*) as count from forum_replies"),
    activityRows: await count(client, "select count(*) as count from forum_post_activity"),
    boardIds,
    seedSeconds: (performance.now() - started) / 1000,
  };
}
