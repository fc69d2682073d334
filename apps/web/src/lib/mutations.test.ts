import { beforeEach, describe, expect, it, vi } from "vitest";

const post = vi.fn();
vi.mock("./http.ts", () => ({ http: { post: (...args: unknown[]) => post(...args) } }));
const { sendVersionedSave } = await import("./mutations.ts");

type Input = { phone: string; nickname: string };
const send = sendVersionedSave<Input>({ add: "/api/x/add", update: "/api/x/update" }, ["phone"]);

beforeEach(() => {
  post.mockReset();
  post.mockResolvedValue(null);
});

describe("sendVersionedSave", () => {
  it("adds a new record with the whole input", async () => {
    await send({ id: null, version: null, input: { phone: "13800000000", nickname: "Li" } });
    expect(post).toHaveBeenCalledWith(
      "/api/x/add",
      { phone: "13800000000", nickname: "Li" },
      { fieldErrorsInForm: true },
    );
  });

  it("updates with the id and the version read, without the fields only a new record sets", async () => {
    await send({ id: 7, version: 3, input: { phone: "13800000000", nickname: "Li" } });
    expect(post).toHaveBeenCalledWith(
      "/api/x/update",
      { nickname: "Li", id: 7, version: 3 },
      { fieldErrorsInForm: true },
    );
  });
});
