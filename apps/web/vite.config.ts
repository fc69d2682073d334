import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const apiServer = "http://127.0.0.1:3000";

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      "/api": { target: apiServer, changeOrigin: true },
      "/uploads": { target: apiServer, changeOrigin: true },
      "/socket.io": { target: apiServer, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // antd's core is one large chunk that every page shares; pages themselves are split per route.
    chunkSizeWarningLimit: 1500,
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
        // The editor's tests run TipTap and React, which need a DOM.
        extends: true,
        test: {
          name: "component",
          environment: "happy-dom",
          include: ["src/components/rich-text-editor/**/*.test.{ts,tsx}"],
        },
      },
    ],
  },
});
