import { z } from "zod";

/** The success body of every JSON answer. */
export function ok<T>(data: T) {
  return { code: 200 as const, data, msg: "ok" };
}

/** Response schema of a success body carrying `data`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(200), data, msg: z.string() });
}

/** Response schema of a success body without data (a write that answers nothing else). */
export const emptyEnvelope = envelope(z.null());

/** Response schema of a success body answering a new row's id. */
export const idEnvelope = envelope(z.object({ id: z.number() }));
