import { describe, expect, it } from "vitest";
import { failureAction, statusMessage } from "./http-status.ts";

describe("statusMessage", () => {
  it("maps every status of the catalogue to its own message", () => {
    for (const status of [400, 401, 403, 404, 408, 500, 501, 502, 503, 504, 505, 511]) {
      expect(statusMessage(status)).toEqual({ key: `http.status.${status}` });
    }
  });

  it("words any other status as a connection error with the code", () => {
    expect(statusMessage(418)).toEqual({ key: "http.status.other", values: { code: 418 } });
    expect(statusMessage(599)).toEqual({ key: "http.status.other", values: { code: 599 } });
  });

  it("has a message for a request that got no answer", () => {
    expect(statusMessage(0)).toEqual({ key: "http.network" });
  });
});

describe("failureAction", () => {
  it("sends 401 to the sign-in page and 511 to the session-lost sign-in", () => {
    expect(failureAction(401)).toBe("signIn");
    expect(failureAction(511)).toBe("sessionLost");
    expect(failureAction(403)).toBe("none");
    expect(failureAction(500)).toBe("none");
  });
});
