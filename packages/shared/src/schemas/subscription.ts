/** How a member's subscriptions reach them besides the message centre. */
export const subscriptionChannels = ["message", "email"] as const;
export type SubscriptionChannel = (typeof subscriptionChannels)[number];
