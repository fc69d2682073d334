/** A competition entry's states, in the order an entry moves through them. */
export const competitionStates = ["draft", "submitted", "accepted", "rejected"] as const;
export type CompetitionState = (typeof competitionStates)[number];
