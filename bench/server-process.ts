import { type ChildProcess, fork } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import type { ServerMessage } from "./servers/child-protocol.ts";

export type RunningServer = {
  /** Base URL on a free loopback port, e.g. http://127.0.0.1:41234. */
  url: string;
  /** What the server reported about itself, e.g. its database driver. */
  detail: string | undefined;
  stop: () => Promise<void>;
};

const startTimeoutMs = 60_000;
const stopTimeoutMs = 10_000;

/**
 * Starts `script` (a file under servers/) in its own Node process, so the load generator and
 * the server under test do not share an event loop; resolves once it listens.
 */
export async function startServerProcess(
  script: string,
  environment: Record<string, string | undefined> = {},
): Promise<RunningServer> {
  const child = fork(fileURLToPath(new URL(script, import.meta.url)), [], {
    execArgv: ["--import", import.meta.resolve("tsx")],
    env: { ...process.env, ...environment },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const ready = await waitForReady(child, script);
  return {
    url: ready.url,
    detail: ready.detail,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, "exit");
      child.send("stop");
      const timer = setTimeout(() => child.kill("SIGKILL"), stopTimeoutMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

function waitForReady(child: ChildProcess, script: string): Promise<ServerMessage> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`${script} did not start within ${startTimeoutMs / 1000} s`));
    }, startTimeoutMs);
    child.on("message", (message: ServerMessage) => {
      if (message.type !== "ready") return;
      clearTimeout(timer);
      resolve(message);
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited with code ${code} before it listened`));
    });
  });
}
