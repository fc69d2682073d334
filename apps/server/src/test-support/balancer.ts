import { type ChildProcess, spawn } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { connect } from "node:net";
import path from "node:path";
import { freePort, outputOf } from "./server-process.ts";

/**
 * HAProxy in front of server processes, as a deployment puts it (deploy/haproxy.cfg is the
 * same balancing): round robin, each instance health-checked on `healthPath` and taken out of
 * the rotation when it fails, a cookie that keeps a browser's Socket.IO polling on the
 * instance that holds its session, and a connection refused by a dead instance retried on
 * another. Two additions for tests: every answer names the instance that served it
 * (`X-Served-By`), and a request may ask for an instance by name (`X-Portal-Instance`), so a test
 * says "through one, then through the other" and still goes through the balancer.
 */

export const servedByHeader = "x-served-by";
export const instanceHeader = "x-portal-instance";

export type BalancedInstance = { name: string; port: number };

export type Balancer = {
  url: string;
  /** Waits until each instance named is in `state` (health checks run every 200 ms). */
  waitFor: (state: "UP" | "DOWN", names: readonly string[], timeoutMs?: number) => Promise<void>;
  stop: () => Promise<void>;
};

function configuration(options: {
  port: number;
  adminSocket: string;
  instances: readonly BalancedInstance[];
  healthPath: string;
}) {
  const { port, adminSocket, instances, healthPath } = options;
  return `global
  maxconn 4096
  stats socket ${adminSocket} mode 600 level admin

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  # A WebSocket (the chat) lives for as long as its page.
  timeout tunnel 1h
  # A connection an instance refuses (it died) is tried again, on another instance.
  retries 2
  option redispatch 1

frontend portal
  bind 127.0.0.1:${port}
  option forwardfor
  default_backend instances

backend instances
  balance roundrobin
  option httpchk
  http-check send meth GET uri ${healthPath}
  http-check expect status 200
  # A dead instance refuses the check at once: out after two, 400 ms. A busy one has 2 s to answer.
  timeout check 2s
  default-server check inter 200ms fall 2 rise 1
  # Socket.IO's polling transport must stay on one instance; WebSocket needs no cookie.
  cookie PORTAL_INSTANCE insert indirect nocache httponly
  http-response set-header X-Served-By %[srv_name]
${instances
  .map(
    (instance) =>
      `  use-server ${instance.name} if { req.hdr(${instanceHeader}) ${instance.name} }`,
  )
  .join("\n")}
${instances
  .map((instance) => `  server ${instance.name} 127.0.0.1:${instance.port} cookie ${instance.name}`)
  .join("\n")}
`;
}

/** One command on HAProxy's admin socket, answered as text. */
function askAdminSocket(socketPath: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(socketPath);
    let answer = "";
    socket.on("data", (chunk) => {
      answer += chunk;
    });
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
    socket.write(`${command}\n`);
  });
}

/**
 * Writes the configuration into `folder` and starts `haproxyPath` in the foreground; answers
 * once it listens and every instance passed its health check.
 */
export async function startBalancer(options: {
  haproxyPath: string;
  folder: string;
  instances: readonly BalancedInstance[];
  healthPath: string;
}): Promise<Balancer> {
  const port = await freePort();
  const adminSocket = path.join(options.folder, "haproxy.sock");
  const configFile = path.join(options.folder, "haproxy.cfg");
  await writeFile(configFile, configuration({ port, adminSocket, ...options }));
  const child: ChildProcess = spawn(options.haproxyPath, ["-db", "-f", configFile], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = outputOf(child);

  /** Each instance's state as HAProxy sees it ("UP", "DOWN", "MAINT", ...). */
  const states = async () => {
    const table = await askAdminSocket(adminSocket, "show stat");
    const [header = "", ...lines] = table.split("\n");
    const statusColumn = header.replace(/^# /, "").split(",").indexOf("status");
    const entries: Record<string, string> = {};
    for (const line of lines) {
      const fields = line.split(",");
      const [backend, server] = fields;
      if (backend !== "instances" || !server || server === "BACKEND") continue;
      entries[server] = fields[statusColumn] ?? "";
    }
    return entries;
  };
  const waitFor = async (state: "UP" | "DOWN", names: readonly string[], timeoutMs = 20_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`haproxy exited:\n${output()}`);
      const current = await states().catch(() => ({}) as Record<string, string>);
      if (names.every((name) => current[name]?.startsWith(state))) return;
      if (Date.now() > deadline) {
        throw new Error(
          `haproxy did not see ${names.join(", ")} ${state} in ${timeoutMs} ms: ${JSON.stringify(current)}\n${output()}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  };
  try {
    await waitFor(
      "UP",
      options.instances.map((instance) => instance.name),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, waitFor, stop };
}
