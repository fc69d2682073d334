/** A sample application's states. */
export const sampleStates = ["pending", "approved", "refused", "shipped", "cancelled"] as const;
export type SampleState = (typeof sampleStates)[number];
