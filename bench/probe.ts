/** How many requests the probe sends one after the other before a case is loaded. */
export const probeRequests = 5;

export type ProbeResult =
  | { ok: true; bytes: number; answer: string }
  | { ok: false; problem: string };

/** A short description of what an answer holds, so the printout says what was measured. */
function describe(data: unknown): string {
  if (Array.isArray(data)) return `${data.length} entries`;
  if (typeof data !== "object" || data === null) return "-";
  const record = data as Record<string, unknown>;
  if (Array.isArray(record.list) && typeof record.total === "number") {
    return `${record.total} matching, ${record.list.length} listed`;
  }
  if (Array.isArray(record.products) && Array.isArray(record.rows)) {
    return `${record.products.length} products x ${record.rows.length} rows`;
  }
  if (typeof record.total === "number") return `total ${record.total}`;
  return `${Object.keys(record).length} fields`;
}

/** A server still refusing after this long is reported, not waited for. */
const overloadPatienceMs = 30_000;

/**
 * GET, waiting out a 503 refusal (the overload guard, after a heavy case) for as long as its
 * Retry-After says, within `overloadPatienceMs`.
 */
async function fetchPastOverload(url: string): Promise<Response> {
  const deadline = Date.now() + overloadPatienceMs;
  for (;;) {
    const response = await fetch(url);
    if (response.status !== 503 || Date.now() >= deadline) return response;
    await response.arrayBuffer();
    const waitSeconds = Number(response.headers.get("retry-after") ?? 1);
    await new Promise((resolve) => setTimeout(resolve, waitSeconds * 1000));
  }
}

/**
 * Sends `probeRequests` GETs one at a time, going round `urls`, and checks each is a 200 with
 * the `{code: 200}` envelope: a case that answers an error would measure the error path.
 */
export async function probe(urls: string[]): Promise<ProbeResult> {
  let last: ProbeResult = { ok: false, problem: "no request sent" };
  for (let request = 0; request < probeRequests; request += 1) {
    const url = urls[request % urls.length] as string;
    let response: Response;
    let text: string;
    try {
      response = await fetchPastOverload(url);
      text = await response.text();
    } catch (error) {
      return { ok: false, problem: `request failed: ${(error as Error).message}` };
    }
    if (response.status !== 200) {
      return { ok: false, problem: `HTTP ${response.status}: ${text.slice(0, 200)}` };
    }
    const body = JSON.parse(text) as { code?: unknown; data?: unknown };
    if (body.code !== 200) return { ok: false, problem: `envelope code ${String(body.code)}` };
    last = { ok: true, bytes: Buffer.byteLength(text), answer: describe(body.data) };
  }
  return last;
}
