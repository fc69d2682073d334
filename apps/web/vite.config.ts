import react from "@vitejs/plugin-react";
import { compression, defineAlgorithm } from "vite-plugin-compression2";
import { defineConfig } from "vitest/config";
import { antdInitialCuts } from "./vite-plugins/antd-initial-cuts.ts";
import { antdStaticStyles } from "./vite-plugins/antd-static-styles.ts";
import { compileHints } from "./vite-plugins/compile-hints.ts";
import { pagePreloads } from "./vite-plugins/page-preloads.ts";

const apiServer = "http://127.0.0.1:3000";

export default defineConfig({
  plugins: [
    react(),
    antdInitialCuts(),
    antdStaticStyles(),
    pagePreloads(),
    compileHints(),
    // Compressed once here, served as they are by the server (`preCompressed`): no compression
    // work per request, and the strongest levels, which would be too slow on the fly.
    compression({
      include: /\.(js|css|html|svg|json|txt|ico)$/,
      threshold: 1024,
      algorithms: [defineAlgorithm("gzip", { level: 9 }), defineAlgorithm("brotliCompress", {})],
    }),
  ],
  server: {
    proxy: {
      "/api": { target: apiServer, changeOrigin: true },
      "/uploads": { target: apiServer, changeOrigin: true },
      "/socket.io": { target: apiServer, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: "dist",
    // Which chunk holds which page: the first-load spec (e2e/specs/first-load.spec.ts) reads it.
    manifest: true,
    emptyOutDir: true,
    // The initial chunk (antd's core and the shell) is one large file that every page shares;
    // pages themselves are split per route.
    chunkSizeWarningLimit: 1500,
    // All the app's CSS in one file that index.html links (16 KB gzipped): split per chunk, a
    // first visit fetched 8 or 9 small stylesheets, each a round trip on a phone, for 13 KB.
    cssCodeSplit: false,
    rolldownOptions: {
      // Required by the inlining of small common chunks below; the entry exports nothing.
      preserveEntrySignatures: false,
      treeshake: {
        // Ant Design's @rc-component packages declare no `sideEffects`, so every module one of
        // them imports was kept whole even when nothing used it: any antd input, tag or tab
        // pulled the whole form library and its validator (13.5 KB gzipped) through antd's
        // form context, a tooltip the colour picker. They are plain components and helpers.
        moduleSideEffects: [
          { test: /node_modules\/@rc-component\//, sideEffects: false },
          // Ours only declare at their top level: a page taking one query from another
          // feature's index.ts fetched the chunks of every component it re-exports.
          { test: /\/src\/(features|components)\/.*\.tsx?$/, sideEffects: false },
        ],
      },
      output: {
        codeSplitting: {
          // Every page downloads what the entry imports statically, so it is one chunk. Left to
          // itself, Rolldown cuts it into a chunk per set of lazy pages sharing a module: each
          // new page multiplied the first load's files (99 for /login), and many small files
          // compress worse and lengthen every lazy import's preload list. The entry goes into
          // this chunk too (the entry file left is a stub that runs it), which is why main.tsx
          // must not await at its top level: the lazy language chunk it waits for imports this
          // chunk back.
          groups: [{ name: "initial", tags: ["$initial"] }],
          // Rolldown also cuts a chunk per set of lazy chunks sharing a module, most of them a
          // few hundred bytes: a first visit fetched 32 to 58 files (antd's hooks, icons, our
          // query keys), and over HTTP/1.1's six connections at a 150 ms round trip each round
          // of files cost what the bytes saved. Those under 60,000 bytes of source are copied
          // into the chunks that read them (the runtime keeps one instance of each module): a
          // first visit takes 6 to 14 files, from 3 KB less to 8 KB more than before (more where
          // two of a page's chunks carry a copy of the same module, less as larger files
          // compress better). Without a limit the pages gained a few hundredths of a second
          // more, but the build grew fourfold (8.6 MB gzipped) and each management page would
          // bring its own copy of the table. Chunks holding CSS stay files, as Vite requires.
          experimentalInlineCommonChunks: {
            maxSize: 60_000,
            exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
          },
        },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "node",
          include: ["src/**/*.test.ts"],
          exclude: ["src/components/rich-text-editor/**"],
        },
      },
      {
        // Component tests (the editor's TipTap, the management kit) render React in a DOM.
        extends: true,
        test: {
          name: "component",
          environment: "happy-dom",
          include: [
            "src/components/rich-text-editor/**/*.test.{ts,tsx}",
            "src/components/management/**/*.test.tsx",
            "src/features/message/**/*.test.tsx",
            "src/features/medal/**/*.test.tsx",
            "src/components/UserTitleTag.test.tsx",
            "src/lib/**/*.test.tsx",
          ],
        },
      },
    ],
  },
});
