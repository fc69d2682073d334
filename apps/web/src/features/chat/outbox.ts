import type { ChatAck } from "@portal/shared";

/**
 * Sends messages so that none is lost or doubled across reconnections: each stays here until
 * the server acknowledged its id, is sent once the conversation is open, and is sent again by
 * the same id after every reconnection (the server stores an id once). A refusal ends it.
 */
export function createOutbox(emitWithAck: (payload: unknown) => Promise<ChatAck>) {
  const pending = new Map<string, { payload: unknown; settle: (ack: ChatAck) => void }>();
  let ready = false;

  function push(id: string) {
    const entry = pending.get(id);
    if (!entry) return;
    emitWithAck(entry.payload).then(
      (ack) => {
        if (pending.get(id) !== entry) return;
        pending.delete(id);
        entry.settle(ack);
      },
      () => {
        // No answer (the connection dropped or timed out): it stays, and goes again when ready.
      },
    );
  }

  return {
    send(id: string, payload: unknown, settle: (ack: ChatAck) => void) {
      pending.set(id, { payload, settle });
      if (ready) push(id);
    },
    /** Ready once the conversation is open on a connection; sends what waits. */
    setReady(isReady: boolean) {
      ready = isReady;
      if (isReady) for (const id of pending.keys()) push(id);
    },
    pendingCount: () => pending.size,
  };
}
