import { type TranslationTarget, translationsQuery, translationTarget } from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import { bearerSecurity } from "../../../platform/auth/auth-plugin.ts";
import type { Database } from "../../../platform/db/client.ts";
import { emptyEnvelope, envelope, ok } from "../../../platform/http/envelope.ts";
import type { TranslationSave } from "./translatable-kind.ts";

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** What the paths need of a translatable kind (`translatableKind`'s answer). */
type EditedKind<Input> = {
  forEditing: (db: Database, id: number) => Promise<unknown>;
  save: (db: Database, now: Date, input: TranslationSave<Input>) => Promise<void>;
  remove: (db: Database, target: TranslationTarget) => Promise<void>;
};

/**
 * The languages drawer's paths of a kind under `base` (`/text`, `/catalog`...): `translations`
 * (the versions with their states), `saveTranslation` (version 0 adds one) and
 * `deleteTranslation`, behind the permission hook of the management plugin that registers them.
 * It sits among the use cases because that is how other modules reach this one.
 */
export function languagePaths<Input>(
  app: ZodApp,
  {
    base,
    tags,
    words,
    kind,
    input,
    answer,
  }: {
    base: `/${string}`;
    /** The OpenAPI tags of the module that registers them. */
    tags: string[];
    /** What a version holds, for the paths' summaries: "a folder's name". */
    words: string;
    kind: EditedKind<Input>;
    input: z.ZodType<TranslationSave<Input>>;
    answer: z.ZodType;
  },
) {
  app.get(
    `${base}/translations`,
    {
      schema: {
        tags,
        summary: `${words} in other languages, with whether each is out of date`,
        security: bearerSecurity,
        querystring: translationsQuery,
        response: { 200: envelope(answer) },
      },
    },
    async (request) => ok(await kind.forEditing(app.db, request.query.id)),
  );

  app.post(
    `${base}/saveTranslation`,
    {
      schema: {
        tags,
        summary: `Adds (version 0) or edits ${words} in a language other than its original's`,
        security: bearerSecurity,
        body: input,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await kind.save(app.db, app.now(), request.body);
      return ok(null);
    },
  );

  app.post(
    `${base}/deleteTranslation`,
    {
      schema: {
        tags,
        summary: `Deletes ${words} in one language`,
        security: bearerSecurity,
        body: translationTarget,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await kind.remove(app.db, request.body);
      return ok(null);
    },
  );
}
