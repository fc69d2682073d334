/** A customization request's states: new, held by a staff member, closed. */
export const customizationStates = ["new", "assigned", "closed"] as const;
export type CustomizationState = (typeof customizationStates)[number];
