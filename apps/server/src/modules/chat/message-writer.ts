import type { Database } from "../../platform/db/client.ts";
import {
  type MessageToStore,
  type StoredMessage,
  storeMessages,
} from "./use-cases/store-message.ts";

type Waiting = {
  message: MessageToStore;
  resolve: (stored: StoredMessage) => void;
  reject: (error: unknown) => void;
};

/** The most messages one statement stores. */
const largestBurst = 500;

/**
 * Group commit of chat messages on this instance: one write at a time, and the messages that
 * arrive while it runs (or in the same turn of the event loop) go together in the next one.
 * Each promise settles only once its own row is stored, so "stored before acknowledged" holds;
 * when a burst fails, its messages are tried one by one, so one bad message fails alone.
 */
export function messageWriter(db: Database) {
  let queue: Waiting[] = [];
  let writing: Promise<void> | undefined;

  async function storeOneByOne(burst: Waiting[]) {
    for (const waiting of burst) {
      try {
        const [stored] = await storeMessages({ db, messages: [waiting.message] });
        if (!stored) throw new Error("the chat message was not stored");
        waiting.resolve(stored);
      } catch (error) {
        waiting.reject(error);
      }
    }
  }

  async function writeAll() {
    await new Promise((resolve) => setImmediate(resolve));
    while (queue.length > 0) {
      const burst = queue.slice(0, largestBurst);
      queue = queue.slice(largestBurst);
      try {
        const stored = await storeMessages({ db, messages: burst.map((entry) => entry.message) });
        burst.forEach((waiting, index) => {
          const result = stored[index];
          if (result) waiting.resolve(result);
          else waiting.reject(new Error("the chat message was not stored"));
        });
      } catch (error) {
        if (burst.length === 1) burst[0]?.reject(error);
        else await storeOneByOne(burst);
      }
    }
  }

  return {
    /** Stores the message with the next burst; settles when its row is stored. */
    store(message: MessageToStore): Promise<StoredMessage> {
      const stored = new Promise<StoredMessage>((resolve, reject) => {
        queue.push({ message, resolve, reject });
      });
      if (!writing) {
        writing = writeAll().finally(() => {
          writing = undefined;
        });
      }
      return stored;
    },
  };
}
