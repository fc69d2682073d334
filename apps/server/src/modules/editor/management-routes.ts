import {
  captureAnswer,
  captureInput,
  type EditorUploadKind,
  editorUploadAnswer,
  richTextWriterPermissions,
} from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bearerSecurity } from "../../platform/auth/auth-plugin.ts";
import { envelope, ok } from "../../platform/http/envelope.ts";
import { addressGuard } from "./address-guard.ts";
import { editorUploadKinds, editorUploadPaths } from "./editor-kinds.ts";
import { captureRemoteImages } from "./use-cases/capture-remote-images.ts";
import { uploadEditorFile } from "./use-cases/upload-editor-file.ts";

const tags = ["editor"];

/**
 * The editor's uploads and remote capture, for the staff whose pages write rich text: any one
 * of `richTextWriterPermissions`.
 */
export const editorManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requireAnyPermission(richTextWriterPermissions));
  const guard = addressGuard(app.config.editorCapture.allowedRanges);

  for (const [kind, url] of Object.entries(editorUploadPaths) as [EditorUploadKind, string][]) {
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
