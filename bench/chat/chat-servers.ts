/*
 * The two servers of the chat bench, each run as a child process by run-chat.ts:
 * `app` is the real app (buildApp) with agent accounts; `echo` is a bare Socket.IO server that
 * forwards each visitor message to an agent room, the ceiling of this machine.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Server } from "socket.io";
import { buildApp } from "../../apps/server/src/app.ts";
import { loadConfig } from "../../apps/server/src/config.ts";
import { hashPassword } from "../../apps/server/src/modules/user/passwords.ts";
import { roles, userRoles, users } from "../../apps/server/src/modules/user/schema.ts";
import { openDatabase } from "../../apps/server/src/platform/db/client.ts";
import { seedRoles } from "../../apps/server/src/seed/roles.ts";

export type ChatServerMessage =
  | { type: "ready"; url: string; agentTokens: string[] }
  | { type: "memory"; rss: number; heapUsed: number };
export type ChatParentMessage = { type: "memory" } | { type: "stop" };

const agentPassword = "Bench#Agent-2026";

function send(message: ChatServerMessage) {
  process.send?.(message);
}

function answerParent(stop: () => Promise<void>) {
  process.on("message", async (message: ChatParentMessage) => {
    if (message.type === "memory") {
      (globalThis as { gc?: () => void }).gc?.();
      const { rss, heapUsed } = process.memoryUsage();
      send({ type: "memory", rss, heapUsed });
    }
    if (message.type === "stop") {
      await stop();
      process.exit(0);
    }
  });
}

async function startApp() {
  const dataDir = await mkdtemp(path.join(tmpdir(), "portal-chat-bench-"));
  const config = loadConfig({
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.BENCH_DATABASE_URL || undefined,
    REDIS_URL: process.env.BENCH_REDIS_URL || undefined,
    LOG_LEVEL: "silent",
    SEED_DEMO: "false",
    RATE_LIMIT_PER_MINUTE: "1000000000",
    LOGIN_ATTEMPTS_PER_MINUTE: "100000",
    CHAT_MESSAGES_PER_MINUTE: "1000000",
    // Every bench visitor comes from 127.0.0.1: the limits per client address, set for an office
    // behind one address, would refuse most of them. Raised as the other limits are, still counted.
    CHAT_MESSAGES_PER_ADDRESS_PER_MINUTE: "1000000",
    CHAT_CONVERSATIONS_PER_ADDRESS_PER_HOUR: "1000000",
  });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  await seedRoles(database.db);
  const app = await buildApp(config, { database, logger: false });
  const url = await app.listen({ host: "127.0.0.1", port: 0 });

  const agentCount = Number(process.env.BENCH_CHAT_AGENTS ?? 10);
  const instance = process.env.BENCH_INSTANCE ?? "a";
  const role = (await database.db.select({ id: roles.id, key: roles.key }).from(roles)).find(
    (candidate) => candidate.key === "customerService",
  );
  const passwordHash = await hashPassword(agentPassword);
  const agentTokens: string[] = [];
  for (let index = 0; index < agentCount; index += 1) {
    const phone = `139${instance === "a" ? "7" : "8"}${String(process.pid % 1000).padStart(3, "0")}${String(index).padStart(4, "0")}`;
    const [user] = await database.db
      .insert(users)
      .values({ phone, nickname: `agent${instance}${index}`, passwordHash })
      .returning({ id: users.id });
    if (!user || !role) throw new Error("the bench agent was not created");
    await database.db.insert(userRoles).values({ userId: user.id, roleId: role.id });
    const answer = await fetch(`${url}/api/user/gylad`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ account: phone, password: agentPassword }),
    });
    const body = (await answer.json()) as { data?: { token?: string } };
    if (!body.data?.token)
      throw new Error(`the bench agent could not sign in: ${JSON.stringify(body)}`);
    agentTokens.push(body.data.token);
  }
  answerParent(async () => {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  send({ type: "ready", url, agentTokens });
}

async function startEcho() {
  const server = createServer();
  const io = new Server(server, { path: "/socket.io", serveClient: false });
  io.on("connection", (socket) => {
    const agent = socket.handshake.auth.agent;
    if (typeof agent === "number") void socket.join(`agent:${agent}`);
    socket.on("msg", (payload: { agent: number }, ack?: (answer: unknown) => void) => {
      io.to(`agent:${payload.agent}`).emit("msg", payload);
      ack?.({ ok: true });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  answerParent(async () => {
    io.close();
  });
  send({ type: "ready", url: `http://127.0.0.1:${port}`, agentTokens: [] });
}

if (process.env.BENCH_CHAT_SERVER === "echo") await startEcho();
else await startApp();
