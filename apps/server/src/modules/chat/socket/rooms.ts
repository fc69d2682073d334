/** Every agent socket, on any instance: who is online to serve. */
export const agentsRoom = "chat:agents";
/** The sockets of one agent (its consoles in several tabs or on several instances). */
export const agentRoom = (agentUserId: number) => `chat:agent:${agentUserId}`;
/** The sockets of one visitor's conversation. */
export const visitorRoom = (clientChatId: string) => `chat:visitor:${clientChatId}`;
