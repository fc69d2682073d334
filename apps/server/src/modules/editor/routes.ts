import { contentLimits, type EditorUploadKind, jsonpCallbackPattern } from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../platform/http/envelope.ts";
import { AppError } from "../../platform/http/errors.ts";
import { editorUploadKinds, editorUploadPaths } from "./editor-kinds.ts";

const tags = ["editor"];

const editorConfig = z.object({
  maxCharacters: z.number(),
  uploads: z.record(
    z.string(),
    z.object({ url: z.string(), maxBytes: z.number(), extensions: z.array(z.string()) }),
  ),
  capture: z.object({
    url: z.string(),
    timeoutMs: z.number(),
    maxUrls: z.number(),
    maxBytes: z.number(),
  }),
});

/**
 * The editor's configuration for anybody (JSON, or JSONP with a checked callback name); its
 * uploads and remote capture are management-routes.ts.
 */
export const editorRoutes: FastifyPluginAsyncZod = async (app) => {
  const config: z.infer<typeof editorConfig> = {
    maxCharacters: contentLimits.richTextMaxCharacters,
    uploads: Object.fromEntries(
      Object.entries(editorUploadKinds).map(([kind, { maxBytes, extensions }]) => [
        kind,
        {
          url: `/api${editorUploadPaths[kind as EditorUploadKind]}`,
          maxBytes,
          extensions: [...extensions],
        },
      ]),
    ),
    capture: {
      url: "/api/ueditor/catchImage",
      timeoutMs: app.config.editorCapture.timeoutMs,
      maxUrls: contentLimits.captureMaxUrls,
      maxBytes: contentLimits.editorImageMaxBytes,
    },
  };

  app.get(
    "/ueditor/ueditorConfig",
    {
      schema: {
        tags,
        summary:
          "The editor's upload limits and allowed extensions; with `callback`, JSONP (one identifier: ^[A-Za-z_$][\\w$]{0,63}$)",
        querystring: z.object({ callback: z.string().max(200).optional() }),
        // No response schema: the JSONP answer is script text. The JSON answer is `editorConfig`.
      },
    },
    async (request, reply) => {
      const { callback } = request.query;
      if (callback === undefined) return ok(config);
      if (!jsonpCallbackPattern.test(callback)) {
        throw new AppError("bad_request", "editor.callbackName", {
          fields: [{ field: "callback", messageKey: "editor.callbackName" }],
        });
      }
      // The comment keeps the answer from starting with bytes of the caller's choosing.
      return reply
        .type("application/javascript; charset=utf-8")
        .send(`/**/${callback}(${JSON.stringify(ok(config))});`);
    },
  );
};
