import type { ChatAck } from "@portal/shared";
import { describe, expect, it } from "vitest";
import { createOutbox } from "./outbox.ts";

function server() {
  const stored = new Set<string>();
  const calls: string[] = [];
  let online = true;
  return {
    calls,
    stored,
    setOnline(value: boolean) {
      online = value;
    },
    emit(payload: unknown): Promise<ChatAck> {
      const { id } = payload as { id: string };
      calls.push(id);
      if (!online) return Promise.reject(new Error("timeout"));
      stored.add(id);
      return Promise.resolve({ ok: true, id });
    },
  };
}
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the chat outbox", () => {
  it("waits until the conversation is open, then sends", async () => {
    const remote = server();
    const outbox = createOutbox(remote.emit);
    const acks: ChatAck[] = [];
    outbox.send("a", { id: "a" }, (ack) => acks.push(ack));
    expect(remote.calls).toEqual([]);
    outbox.setReady(true);
    await settled();
    expect(acks).toEqual([{ ok: true, id: "a" }]);
    expect(outbox.pendingCount()).toBe(0);
  });

  it("sends an unacknowledged message again by the same id after a reconnection", async () => {
    const remote = server();
    const outbox = createOutbox(remote.emit);
    outbox.setReady(true);
    remote.setOnline(false);
    outbox.send("a", { id: "a" }, () => {});
    await settled();
    expect(outbox.pendingCount()).toBe(1);
    outbox.setReady(false);
    remote.setOnline(true);
    outbox.setReady(true);
    await settled();
    expect(remote.calls).toEqual(["a", "a"]);
    expect(outbox.pendingCount()).toBe(0);
  });

  it("ends a message the server refused, with the reason", async () => {
    const outbox = createOutbox(() => Promise.resolve({ ok: false, msg: "too fast" }));
    const acks: ChatAck[] = [];
    outbox.setReady(true);
    outbox.send("a", { id: "a" }, (ack) => acks.push(ack));
    await settled();
    expect(acks).toEqual([{ ok: false, msg: "too fast" }]);
    expect(outbox.pendingCount()).toBe(0);
  });
});
