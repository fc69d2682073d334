import os from "node:os";

/** Busy and total CPU time of all cores so far, in milliseconds. */
function cpuTimes() {
  let busy = 0;
  let total = 0;
  for (const { times } of os.cpus()) {
    const used = times.user + times.nice + times.sys + times.irq;
    busy += used;
    total += used + times.idle;
  }
  return { busy, total };
}

/**
 * The share of all CPUs other processes keep busy, sampled over `sampleMs` before the bench
 * starts anything: a load generator and a server fighting other work for two cores measure the
 * other work.
 */
export async function busyShareOfOtherProcesses(sampleMs: number): Promise<number> {
  const before = cpuTimes();
  await new Promise((resolve) => setTimeout(resolve, sampleMs));
  const after = cpuTimes();
  const total = after.total - before.total;
  return total > 0 ? (after.busy - before.busy) / total : 0;
}
