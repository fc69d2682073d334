import { setTimeout as sleep } from "node:timers/promises";

/** What an instance needs to serve a request, as the readiness probe checks it. */
export const dependencyNames = ["database", "redis", "storage"] as const;
export type DependencyName = (typeof dependencyNames)[number];

/** A dependency's answer: reached, not reached in time (or failing), or not used here. */
export type ProbeResult = "ok" | "unreachable" | "not_configured";

/** A check of each dependency; none for one this installation does not use (Redis). */
export type Probes = Record<DependencyName, (() => Promise<unknown>) | undefined>;

/**
 * Runs every probe at once, each given at most `timeoutMs`: a dependency that hangs (a
 * PostgreSQL behind a dropped network, a Redis reconnecting) answers "unreachable" in time for
 * the balancer's check rather than never.
 */
export async function probeDependencies({
  probes,
  timeoutMs,
}: {
  probes: Probes;
  timeoutMs: number;
}): Promise<Record<DependencyName, ProbeResult>> {
  const abort = new AbortController();
  const timeUp = sleep(timeoutMs, "unreachable" as const, { signal: abort.signal }).catch(
    () => "unreachable" as const,
  );
  const results = await Promise.all(
    dependencyNames.map(async (name): Promise<[DependencyName, ProbeResult]> => {
      const probe = probes[name];
      if (!probe) return [name, "not_configured"];
      const reached = probe().then(
        () => "ok" as const,
        () => "unreachable" as const,
      );
      return [name, await Promise.race([reached, timeUp])];
    }),
  );
  abort.abort();
  return Object.fromEntries(results) as Record<DependencyName, ProbeResult>;
}
