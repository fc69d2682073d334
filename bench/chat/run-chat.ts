/*
 * `npm run bench:chat`: 1,000 connected visitors and 10 agents on one instance of the real app,
 * beside a bare Socket.IO server that forwards the same messages, in the same run: delivery
 * latency (visitor send to agent receipt) p50 and p99, messages per second, and the server's
 * memory per connection. With BENCH_DATABASE_URL and BENCH_REDIS_URL, also two instances on
 * Redis (visitors on one, agents on the other), then two instances behind HAProxy
 * (BENCH_HAPROXY, else /usr/sbin/haproxy; the configuration the multi-instance tests write) with
 * visitors and agents spread over both through it, every other socket on each. Each server
 * runs in its own process.
 */
import { type ChildProcess, fork } from "node:child_process";
import { once } from "node:events";
import { access, mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { io, type Socket } from "socket.io-client";
import {
  instanceHeader,
  servedByHeader,
  startBalancer,
} from "../../apps/server/src/test-support/balancer.ts";
import { createScratchDatabase } from "../database/scratch-database.ts";
import { busyShareOfOtherProcesses } from "../machine-load.ts";
import type { ChatParentMessage, ChatServerMessage } from "./chat-servers.ts";

const visitorCount = Number(process.env.BENCH_CHAT_VISITORS ?? 1000);
const agentCount = Number(process.env.BENCH_CHAT_AGENTS ?? 10);
/** Messages each visitor sends, one a second. */
const messagesPerVisitor = Number(process.env.BENCH_CHAT_MESSAGES ?? 5);
const targets = { p99OneInstanceMs: 50, p99TwoInstancesMs: 100, bytesPerConnection: 50 * 1024 };
const haproxyPath = process.env.BENCH_HAPROXY ?? "/usr/sbin/haproxy";

type Running = {
  url: string;
  agentTokens: string[];
  memory: () => Promise<{ rss: number; heapUsed: number }>;
  stop: () => Promise<void>;
};

function nextMessage<Type extends ChatServerMessage["type"]>(child: ChildProcess, type: Type) {
  return new Promise<Extract<ChatServerMessage, { type: Type }>>((resolve, reject) => {
    const onMessage = (message: ChatServerMessage) => {
      if (message.type !== type) return;
      child.off("message", onMessage);
      resolve(message as Extract<ChatServerMessage, { type: Type }>);
    };
    child.on("message", onMessage);
    child.once("exit", (code) => reject(new Error(`the chat bench server exited (${code})`)));
  });
}

async function startServer(kind: "app" | "echo", environment: Record<string, string> = {}) {
  const child = fork(fileURLToPath(new URL("./chat-servers.ts", import.meta.url)), [], {
    execArgv: ["--expose-gc", "--import", import.meta.resolve("tsx")],
    env: {
      ...process.env,
      BENCH_CHAT_SERVER: kind,
      BENCH_CHAT_AGENTS: String(agentCount),
      ...environment,
    },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const ready = await nextMessage(child, "ready");
  const tell = (message: ChatParentMessage) => child.send(message);
  const running: Running = {
    url: ready.url,
    agentTokens: ready.agentTokens,
    async memory() {
      const answer = nextMessage(child, "memory");
      tell({ type: "memory" });
      return answer;
    },
    async stop() {
      const exited = once(child, "exit");
      tell({ type: "stop" });
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
  return running;
}

/** The headers a socket opens with: through a balancer, the instance it asks for. */
type Placement = (role: "visitor" | "agent", index: number) => Record<string, string>;

function connect(
  url: string,
  auth: Record<string, unknown>,
  extraHeaders: Record<string, string> = {},
): Promise<Socket> {
  const socket = io(url, {
    path: "/socket.io",
    transports: ["websocket"],
    auth,
    extraHeaders,
    forceNew: true,
    reconnection: false,
  });
  return new Promise((resolve, reject) => {
    socket.once("connect", () => resolve(socket));
    socket.once("connect_error", reject);
  });
}

function percentile(sorted: number[], share: number) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
}

type Figures = {
  name: string;
  p50: number;
  p99: number;
  perSecond: number;
  bytesPerConnection: number;
  lost: number;
};

async function measure(
  name: string,
  kind: "app" | "echo",
  visitorsOn: Running,
  agentsOn: Running,
  placement: Placement = () => ({}),
): Promise<Figures> {
  const before = await visitorsOn.memory();
  const latencies: number[] = [];
  const agents: Socket[] = [];
  for (let index = 0; index < agentCount; index += 1) {
    const auth = kind === "app" ? { token: agentsOn.agentTokens[index] } : { agent: index };
    const agent = await connect(agentsOn.url, auth, placement("agent", index));
    const event = kind === "app" ? "CLIENT_SEND_MSG" : "msg";
    agent.on(event, (payload: { msg?: { content: string }; sentAt?: number }) => {
      const sentAt = payload.sentAt ?? Number(payload.msg?.content.slice(2));
      latencies.push(performance.now() - sentAt);
    });
    agents.push(agent);
  }
  const visitors: Socket[] = [];
  for (let start = 0; start < visitorCount; start += 50) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(50, visitorCount - start) }, async (_, offset) => {
        const visitor = await connect(
          visitorsOn.url,
          kind === "app" ? { role: "visitor" } : {},
          placement("visitor", start + offset),
        );
        if (kind === "app") {
          const id = `bench${process.pid}${name.length}v${String(start + offset).padStart(8, "0")}`;
          await visitor.emitWithAck("CLIENT_ON", {
            clientChatEn: { clientChatId: id, clientChatName: `Visitor ${start + offset}` },
          });
        }
        return visitor;
      }),
    );
    visitors.push(...batch);
  }
  const after = await visitorsOn.memory();
  const connections = visitorCount + (visitorsOn === agentsOn ? agentCount : 0);

  const sendingStarted = performance.now();
  let sent = 0;
  const sending = visitors.map(
    (visitor, index) =>
      new Promise<void>((resolve) => {
        let count = 0;
        const sendOne = () => {
          const sentAt = performance.now();
          sent += 1;
          if (kind === "app") {
            visitor.emit("CLIENT_SEND_MSG", {
              msg: {
                id: `m${index}x${count}x${process.pid}`,
                contentType: "text",
                content: `t:${sentAt}`,
              },
            });
          } else {
            visitor.emit("msg", { agent: index % agentCount, sentAt });
          }
          count += 1;
          if (count < messagesPerVisitor) setTimeout(sendOne, 1000);
          else resolve();
        };
        setTimeout(sendOne, Math.random() * 1000);
      }),
  );
  await Promise.all(sending);
  const deadline = performance.now() + 60_000;
  while (latencies.length < sent && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const elapsedSeconds = (performance.now() - sendingStarted) / 1000;
  for (const socket of [...visitors, ...agents]) socket.close();
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    name,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    perSecond: latencies.length / elapsedSeconds,
    bytesPerConnection: (after.rss - before.rss) / connections,
    lost: sent - latencies.length,
  };
}

function report(rows: Figures[]) {
  console.log(
    `\n${visitorCount} visitors, ${agentCount} agents, ${messagesPerVisitor} messages per visitor (one a second)\n`,
  );
  console.log("server                          p50 ms   p99 ms   msg/s    KB/connection   lost");
  for (const row of rows) {
    console.log(
      `${row.name.padEnd(32)}${row.p50.toFixed(1).padStart(6)}${row.p99.toFixed(1).padStart(9)}${row.perSecond
        .toFixed(0)
        .padStart(
          8,
        )}${(row.bytesPerConnection / 1024).toFixed(1).padStart(16)}${String(row.lost).padStart(7)}`,
    );
  }
}

/** What else kept the machine busy: the figures of a loaded machine are the load's too. */
async function machineLoad() {
  const busy = await busyShareOfOtherProcesses(2000);
  const [one = 0, five = 0, fifteen = 0] = loadavg();
  return `${Math.round(busy * 100)} % of the CPUs busy with other processes, load average ${one.toFixed(2)} ${five.toFixed(2)} ${fifteen.toFixed(2)}`;
}

const loadBefore = await machineLoad();
const rows: Figures[] = [];
const echo = await startServer("echo");
rows.push(await measure("bare Socket.IO forward", "echo", echo, echo));
await echo.stop();

// The one-instance run is on PGlite, whatever the two-instance run is given.
const app = await startServer("app", { BENCH_DATABASE_URL: "", BENCH_REDIS_URL: "" });
rows.push(await measure("app, one instance (PGlite)", "app", app, app));
await app.stop();

/**
 * Two instances on one database and Redis behind HAProxy: the sockets go to the balancer, each
 * asking for instance a or b in turn (visitors and agents alike), so half the messages cross
 * from one instance to the other through Redis, as a deployment's would. The figures are the
 * balancer's and both instances' together (memory: both processes over every connection).
 */
async function measureBehindBalancer(databaseServer: string, redisUrl: string) {
  const scratch = await createScratchDatabase(databaseServer);
  const folder = await mkdtemp(path.join(tmpdir(), "portal-chat-bench-haproxy-"));
  const instances: Running[] = [];
  try {
    const environment = { BENCH_DATABASE_URL: scratch.url, BENCH_REDIS_URL: redisUrl };
    for (const name of ["a", "b"]) {
      instances.push(await startServer("app", { ...environment, BENCH_INSTANCE: name }));
    }
    const [first, second] = instances as [Running, Running];
    const balancer = await startBalancer({
      haproxyPath,
      folder,
      instances: [
        { name: "a", port: Number(new URL(first.url).port) },
        { name: "b", port: Number(new URL(second.url).port) },
      ],
      // The bench's app has no start-up seed to wait for (main.ts's readiness): it is ready as it listens.
      healthPath: "/api/health/live",
    });
    try {
      const names = ["a", "b"];
      for (const name of names) {
        const answer = await fetch(`${balancer.url}/api/health/live`, {
          headers: { [instanceHeader]: name },
        });
        if (answer.headers.get(servedByHeader) !== name) {
          throw new Error(`the balancer did not send a request for ${name} to it`);
        }
      }
      const both: Running = {
        url: balancer.url,
        agentTokens: first.agentTokens,
        async memory() {
          const [one, two] = await Promise.all([first.memory(), second.memory()]);
          return { rss: one.rss + two.rss, heapUsed: one.heapUsed + two.heapUsed };
        },
        stop: async () => {},
      };
      return await measure("app, two instances via HAProxy", "app", both, both, (_role, index) => ({
        [instanceHeader]: names[index % names.length] ?? "a",
      }));
    } finally {
      await balancer.stop();
    }
  } finally {
    for (const instance of instances.reverse()) await instance.stop();
    await rm(folder, { recursive: true, force: true });
    await scratch.drop();
  }
}

const databaseServer = process.env.BENCH_DATABASE_URL;
const redisUrl = process.env.BENCH_REDIS_URL;
if (databaseServer && redisUrl) {
  const scratch = await createScratchDatabase(databaseServer);
  try {
    const environment = { BENCH_DATABASE_URL: scratch.url, BENCH_REDIS_URL: redisUrl };
    const first = await startServer("app", { ...environment, BENCH_INSTANCE: "a" });
    const second = await startServer("app", { ...environment, BENCH_INSTANCE: "b" });
    rows.push(await measure("app, two instances on Redis", "app", first, second));
    await second.stop();
    await first.stop();
  } finally {
    await scratch.drop();
  }
  const haproxyFound = await access(haproxyPath).then(
    () => true,
    () => false,
  );
  if (haproxyFound) rows.push(await measureBehindBalancer(databaseServer, redisUrl));
  else console.log(`two instances behind HAProxy: skipped (no ${haproxyPath}; set BENCH_HAPROXY)`);
} else {
  console.log(
    "two instances on Redis and behind HAProxy: skipped (set BENCH_DATABASE_URL and BENCH_REDIS_URL)",
  );
}
const loadAfter = await machineLoad();
report(rows);
console.log(`\nmachine: before the run ${loadBefore}; after it ${loadAfter}`);
const [, one, two, balanced] = rows;
const verdict = (row: Figures | undefined, limit: number) =>
  row ? (row.p99 < limit ? "met" : "missed") : "not run";
console.log(
  `\ntargets: p99 one instance < ${targets.p99OneInstanceMs} ms: ${verdict(one, targets.p99OneInstanceMs)}; ` +
    `memory < 50 KB per connection: ${one && one.bytesPerConnection < targets.bytesPerConnection ? "met" : "missed"}; ` +
    `p99 two instances < ${targets.p99TwoInstancesMs} ms: ${verdict(two, targets.p99TwoInstancesMs)}; ` +
    `p99 behind HAProxy < ${targets.p99TwoInstancesMs} ms: ${verdict(balanced, targets.p99TwoInstancesMs)}`,
);
