import type { SearchScope } from "@portal/shared";
import type { Database } from "../../../platform/db/client.ts";
import { chinaDay } from "../china-day.ts";
import { recordingBufferOf } from "../recording-buffer.ts";

/*
 * What other modules call, in one line, when a product is viewed or compared, a document
 * downloaded, a link clicked or something searched: each only buffers a row, so it costs the
 * request nothing it would wait for.
 */

type Moment = { db: Database; now: Date };

const subjectMaxLength = 120;
const labelMaxLength = 200;

function bufferEvent(
  { db, now }: Moment,
  event: { kind: string; scope?: string; subject: string; label?: string; results?: number },
) {
  recordingBufferOf(db).addEvent({
    happenedAt: now,
    day: chinaDay(now),
    kind: event.kind,
    scope: event.scope ?? "",
    subject: event.subject.slice(0, subjectMaxLength),
    label: (event.label ?? event.subject).slice(0, labelMaxLength),
    results: event.results ?? null,
  });
}

/** A search and how many results it found; blank searches are not searches. */
export function recordSearch(
  moment: Moment & { scope: SearchScope; query: string | undefined; results: number },
): void {
  const query = moment.query?.trim().toLowerCase() ?? "";
  if (query === "") return;
  bufferEvent(moment, {
    kind: "search",
    scope: moment.scope,
    subject: query,
    results: moment.results,
  });
}

/** A view of a product's detail, named by its model. */
export function recordProductView(moment: Moment & { productId: number; model: string }): void {
  bufferEvent(moment, {
    kind: "productView",
    subject: String(moment.productId),
    label: moment.model,
  });
}

/** A comparison of products side by side. */
export function recordComparison(moment: Moment & { productIds: readonly number[] }): void {
  bufferEvent(moment, { kind: "compare", subject: moment.productIds.join(",") });
}

/** A document downloaded, named as its readers see it. */
export function recordDownload(moment: Moment & { documentId: number; name: string }): void {
  bufferEvent(moment, { kind: "download", subject: String(moment.documentId), label: moment.name });
}

/** A click on one of the portal's links. */
export function recordLinkClick(moment: Moment & { linkId: number; name: string }): void {
  bufferEvent(moment, { kind: "linkClick", subject: String(moment.linkId), label: moment.name });
}
