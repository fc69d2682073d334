import { createReadStream, existsSync } from "node:fs";
import path from "node:path";
import type { PublicFileStore } from "../platform/storage/storage.ts";

/**
 * The demo school videos: each a short WebM (VP8) and its poster frame (PNG) under
 * assets/videos/, drawn in headless Chromium by `scripts/generate-demo-videos.mjs` and
 * committed (nothing draws them at install or start time).
 */
export const demoVideoNames = ["m5311-board-unboxing", "onenet-device-data"] as const;
export type DemoVideoName = (typeof demoVideoNames)[number];

/**
 * Where the committed files are: beside this file when the sources run (tsx, the tests), or
 * beside a bundle that copied them there; from the compiled server (apps/server/dist/main.js,
 * one bundle of the sources), in the sources it was built from.
 */
const assetFolderCandidates = [
  path.resolve(import.meta.dirname, "assets/videos"),
  path.resolve(import.meta.dirname, "../src/seed/assets/videos"),
];

/** The folder holding every demo video and poster, or undefined when none holds them all. */
export function demoVideoFolder(): string | undefined {
  return assetFolderCandidates.find((folder) =>
    demoVideoNames.every(
      (name) =>
        existsSync(path.join(folder, `${name}.webm`)) &&
        existsSync(path.join(folder, `${name}.png`)),
    ),
  );
}

/**
 * Copies a demo video and its poster into the public file store, in the folders of a staff
 * editor's video and image uploads, and answers their addresses as a text's `videoUrl` and
 * `cover`. Without the committed files (a server copied away from its sources) it answers
 * undefined and the text is seeded without a video.
 */
export async function storeDemoVideo(
  publicFiles: PublicFileStore,
  name: DemoVideoName,
): Promise<{ videoUrl: string; cover: string } | undefined> {
  const folder = demoVideoFolder();
  if (!folder) return undefined;
  const video = await publicFiles.save(
    "editor/videos",
    "webm",
    createReadStream(path.join(folder, `${name}.webm`)),
  );
  try {
    const poster = await publicFiles.save(
      "editor/images",
      "png",
      createReadStream(path.join(folder, `${name}.png`)),
    );
    return { videoUrl: publicFiles.url(video.key), cover: publicFiles.url(poster.key) };
  } catch (error) {
    await publicFiles.remove(video.key);
    throw error;
  }
}
