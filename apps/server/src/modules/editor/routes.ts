import {
  captureAnswer,
  captureInput,
  contentLimits,
  type EditorUploadKind,
  editorUploadAnswer,
  jsonpCallbackPattern,
  richTextWriterPermissions,
} from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { bearerSecurity } from "../../platform/auth/auth-plugin.ts";
import { envelope, ok } from "../../platform/http/envelope.ts";
import { AppError } from "../../platform/http/errors.ts";
import { addressGuard } from "./address-guard.ts";
import { editorUploadKinds } from "./editor-kinds.ts";
import { captureRemoteImages } from "./use-cases/capture-remote-images.ts";
import { uploadEditorFile } from "./use-cases/upload-editor-file.ts";

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

const uploadPaths: Record<EditorUploadKind, string> = {
  image: "/ueditor/uploadImage",
  file: "/common/uploadDoc",
  video: "/ueditor/uploadVideo",
  snapshot: "/ueditor/uploadSnapshot",
};

/**
 * The editor's server calls: its configuration for anybody (JSON, or JSONP with a checked
 * callback name), uploads and remote capture for the staff whose pages write rich text.
 */
export const editorRoutes: FastifyPluginAsyncZod = async (app) => {
  const requireRichTextWriter = app.requireAnyPermission(richTextWriterPermissions);
  const guard = addressGuard(app.config.editorCapture.allowedRanges);
  const config: z.infer<typeof editorConfig> = {
    maxCharacters: contentLimits.richTextMaxCharacters,
    uploads: Object.fromEntries(
      Object.entries(editorUploadKinds).map(([kind, { maxBytes, extensions }]) => [
        kind,
        {
          url: `/api${uploadPaths[kind as EditorUploadKind]}`,
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

  for (const [kind, url] of Object.entries(uploadPaths) as [EditorUploadKind, string][]) {
    const { maxBytes, extensions } = editorUploadKinds[kind];
    app.post(
      url,
      {
        schema: {
          tags,
          summary: `Editor upload of a ${kind} (${extensions.join(", ")}); answers {state: "SUCCESS", url, title, original}, a refusal's msg says what is wrong`,
          security: bearerSecurity,
          consumes: ["multipart/form-data"],
          response: { 200: envelope(editorUploadAnswer) },
        },
        onRequest: requireRichTextWriter,
      },
      async (request) => {
        const file = await request.file({ limits: { fileSize: maxBytes } });
        return ok(await uploadEditorFile({ kind, file, publicFiles: app.publicFiles }));
      },
    );
  }

  app.post(
    "/ueditor/catchImage",
    {
      schema: {
        tags,
        summary:
          "Fetches remote images and keeps them here (http/https, no private, loopback or link-local address); each item says SUCCESS or why not",
        security: bearerSecurity,
        body: captureInput,
        response: { 200: envelope(captureAnswer) },
      },
      onRequest: requireRichTextWriter,
    },
    async (request) =>
      ok(
        await captureRemoteImages({
          sources: request.body.source,
          guard,
          timeoutMs: app.config.editorCapture.timeoutMs,
          publicFiles: app.publicFiles,
          language: request.language,
        }),
      ),
  );
};
