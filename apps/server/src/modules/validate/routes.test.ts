import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  bearer,
  createSignedInUser,
  createTestUser,
  nextPhone,
  requestCode,
} from "../../test-support/factories.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

function post(url: string, payload: object, headers: Record<string, string> = {}) {
  return testApp.app.inject({ method: "POST", url, payload, headers });
}

/** Each test gets its own client address, so the per-address daily limit stays apart. */
let address = 0;
function fromAddress() {
  address += 1;
  return `10.0.${Math.floor(address / 250)}.${address % 250}`;
}

describe("sendCodeRegister", () => {
  it("texts a 6-digit code and says when a new one may be asked for", async () => {
    const phone = nextPhone();
    const response = await post("/api/validate/sendCodeRegister", { phone });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ resendAfterSeconds: 60, expiresInSeconds: 300 });
    expect(testApp.sms.lastCode(phone)).toMatch(/^\d{6}$/);
    expect(testApp.sms.sent.at(-1)?.purpose).toBe("register");
  });

  it("normalises +86, spaces and dashes in the phone number", async () => {
    const phone = nextPhone();
    const typed = `+86 ${phone.slice(0, 3)}-${phone.slice(3, 7)} ${phone.slice(7)}`;
    const response = await post("/api/validate/sendCodeRegister", { phone: typed });
    expect(response.statusCode).toBe(200);
    expect(testApp.sms.sent.at(-1)?.phone).toBe(phone);
  });

  it.each([
    ["a landline", "01088886666"],
    ["ten digits", "1380013800"],
    ["a second digit below 3", "12800138000"],
    ["letters", "1380013800a"],
    ["nothing", ""],
  ])("refuses %s with 400", async (_name, phone) => {
    const response = await post(
      "/api/validate/sendCodeRegister",
      { phone },
      { "accept-language": "en-US" },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toContain("phone: Enter an 11-digit mainland China mobile number");
  });

  it("refuses a phone that already has an account with 409", async () => {
    const { phone } = await createTestUser(testApp);
    const response = await post("/api/validate/sendCodeRegister", { phone });
    expect(response.statusCode).toBe(409);
  });

  it("refuses a resend within 60 seconds with 429, then accepts it", async () => {
    const phone = nextPhone();
    expect((await post("/api/validate/sendCodeRegister", { phone })).statusCode).toBe(200);
    const tooSoon = await post(
      "/api/validate/sendCodeRegister",
      { phone },
      { "accept-language": "en-US" },
    );
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().msg).toMatch(/try again in \d+ seconds/);
    testApp.advance(61_000);
    expect((await post("/api/validate/sendCodeRegister", { phone })).statusCode).toBe(200);
  });

  it("sends at most 10 codes a day to one phone", async () => {
    const phone = nextPhone();
    for (let sent = 0; sent < 10; sent++) {
      const response = await testApp.app.inject({
        method: "POST",
        url: "/api/validate/sendCodeRegister",
        payload: { phone },
        remoteAddress: fromAddress(),
      });
      expect(response.statusCode).toBe(200);
      testApp.advance(61_000);
    }
    const eleventh = await post("/api/validate/sendCodeRegister", { phone });
    expect(eleventh.statusCode).toBe(429);
    testApp.advance(24 * 60 * 60 * 1000);
    expect((await post("/api/validate/sendCodeRegister", { phone })).statusCode).toBe(200);
  });

  it("sends at most 20 codes a day to one client address", async () => {
    const remoteAddress = fromAddress();
    for (let sent = 0; sent < 20; sent++) {
      const response = await testApp.app.inject({
        method: "POST",
        url: "/api/validate/sendCodeRegister",
        payload: { phone: nextPhone() },
        remoteAddress,
      });
      expect(response.statusCode).toBe(200);
    }
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/validate/sendCodeRegister",
      payload: { phone: nextPhone() },
      remoteAddress,
    });
    expect(response.statusCode).toBe(429);
  });
});

describe("a failing SMS gateway", () => {
  it("answers 503 and does not hold the phone to the resend interval", async () => {
    let gatewayUp = false;
    const failing = await buildTestApp(
      {},
      {
        sms: {
          async send() {
            if (!gatewayUp) throw new Error("gateway down");
          },
        },
      },
    );
    try {
      const phone = nextPhone();
      const send = () =>
        failing.app.inject({
          method: "POST",
          url: "/api/validate/sendCodeRegister",
          payload: { phone },
          headers: { "accept-language": "en-US" },
        });
      const refused = await send();
      expect(refused.statusCode).toBe(503);
      expect(refused.json().msg).toContain("could not be sent");
      gatewayUp = true;
      expect((await send()).statusCode).toBe(200);
    } finally {
      await failing.close();
    }
  });
});

describe("sendCodeReset", () => {
  it("refuses a phone without an account with 404", async () => {
    const response = await post("/api/validate/sendCodeReset", { phone: nextPhone() });
    expect(response.statusCode).toBe(404);
  });

  it("texts a reset code to a registered phone", async () => {
    const { phone } = await createTestUser(testApp);
    const response = await post("/api/validate/sendCodeReset", { phone });
    expect(response.statusCode).toBe(200);
    expect(testApp.sms.sent.at(-1)).toMatchObject({ phone, purpose: "reset" });
  });
});

describe("codeValidate", () => {
  let phone: string;
  let code: string;
  beforeEach(async () => {
    phone = nextPhone();
    code = await requestCode(testApp, phone);
  });

  it("accepts the right code and leaves it usable", async () => {
    const body = { phone, code, purpose: "register" };
    expect((await post("/api/validate/codeValidate", body)).json().data).toEqual({ valid: true });
    expect((await post("/api/validate/codeValidate", body)).statusCode).toBe(200);
  });

  it("refuses a wrong code with 400, naming the code field", async () => {
    const wrong = code === "000000" ? "111111" : "000000";
    const response = await post(
      "/api/validate/codeValidate",
      { phone, code: wrong },
      { "accept-language": "en-US" },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().data).toEqual([{ field: "code", message: "Wrong verification code" }]);
  });

  it("refuses a code that is not 6 digits with 400", async () => {
    const response = await post("/api/validate/codeValidate", { phone, code: "12ab" });
    expect(response.statusCode).toBe(400);
  });

  it("burns the code after 5 wrong tries", async () => {
    const wrong = code === "000000" ? "111111" : "000000";
    for (let tries = 0; tries < 5; tries++) {
      expect((await post("/api/validate/codeValidate", { phone, code: wrong })).statusCode).toBe(
        400,
      );
    }
    const right = await post(
      "/api/validate/codeValidate",
      { phone, code },
      { "accept-language": "en-US" },
    );
    expect(right.statusCode).toBe(400);
    expect(right.json().msg).toContain("no longer valid");
  });

  it("refuses the code after 5 minutes", async () => {
    testApp.advance(5 * 60 * 1000 + 1000);
    const response = await post("/api/validate/codeValidate", { phone, code });
    expect(response.statusCode).toBe(400);
  });

  it("accepts only the newest code once a new one was sent", async () => {
    testApp.advance(61_000);
    const newer = await requestCode(testApp, phone);
    if (newer !== code) {
      expect((await post("/api/validate/codeValidate", { phone, code })).statusCode).toBe(400);
    }
    expect((await post("/api/validate/codeValidate", { phone, code: newer })).statusCode).toBe(200);
  });
});

describe("phoneRegistry", () => {
  it("tells whether a phone has an account", async () => {
    const { phone } = await createTestUser(testApp);
    const known = await testApp.app.inject({ url: `/api/validate/phoneRegistry?phone=${phone}` });
    expect(known.json().data).toEqual({ registered: true });
    const unknown = await testApp.app.inject({
      url: `/api/validate/phoneRegistry?phone=${nextPhone()}`,
    });
    expect(unknown.json().data).toEqual({ registered: false });
  });

  it("refuses a malformed phone with 400", async () => {
    const response = await testApp.app.inject({ url: "/api/validate/phoneRegistry?phone=123" });
    expect(response.statusCode).toBe(400);
  });
});

describe("safety check", () => {
  it("refuses sendCodeSafety without a session with 401", async () => {
    expect((await post("/api/validate/sendCodeSafety", {})).statusCode).toBe(401);
    const check = await testApp.app.inject({ url: "/api/safety/checkSafetyPermission" });
    expect(check.statusCode).toBe(401);
  });

  it("grants the safety permission to the session for 10 minutes after the code", async () => {
    const { phone, token } = await createSignedInUser(testApp);
    const before = await testApp.app.inject({
      url: "/api/safety/checkSafetyPermission",
      headers: bearer(token),
    });
    expect(before.json().data).toEqual({ granted: false, validUntil: null });

    expect((await post("/api/validate/sendCodeSafety", {}, bearer(token))).statusCode).toBe(200);
    expect(testApp.sms.sent.at(-1)).toMatchObject({ phone, purpose: "safety" });
    const code = testApp.sms.lastCode(phone);
    const wrong = code === "000000" ? "111111" : "000000";
    const refused = await post("/api/validate/safetyCodeValidate", { code: wrong }, bearer(token));
    expect(refused.statusCode).toBe(400);
    const granted = await post("/api/validate/safetyCodeValidate", { code }, bearer(token));
    expect(granted.statusCode).toBe(200);
    expect(granted.json().data.granted).toBe(true);

    const during = await testApp.app.inject({
      url: "/api/safety/checkSafetyPermission",
      headers: bearer(token),
    });
    expect(during.json().data.granted).toBe(true);
    testApp.advance(10 * 60 * 1000 + 1000);
    const after = await testApp.app.inject({
      url: "/api/safety/checkSafetyPermission",
      headers: bearer(token),
    });
    expect(after.json().data.granted).toBe(false);
  });
});
