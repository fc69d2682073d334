/**
 * A sliding one-minute window of sends per key (a conversation, an agent), on this instance:
 * answers how long to wait when the key has used its share, else 0 and counts the send.
 */
export function messageRate(perMinute: number) {
  const windowMs = 60_000;
  const sends = new Map<string, number[]>();
  const sweep = setInterval(() => {
    const oldest = Date.now() - windowMs;
    for (const [key, times] of sends) {
      if ((times.at(-1) ?? 0) < oldest) sends.delete(key);
    }
  }, windowMs);
  sweep.unref();
  return {
    waitMs(key: string, limit = perMinute): number {
      const now = Date.now();
      const recent = (sends.get(key) ?? []).filter((time) => time > now - windowMs);
      if (recent.length >= limit) {
        sends.set(key, recent);
        return (recent[0] ?? now) + windowMs - now;
      }
      recent.push(now);
      sends.set(key, recent);
      return 0;
    },
    stop() {
      clearInterval(sweep);
    },
  };
}
