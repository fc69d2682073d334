import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { requestCode, signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api } from "../../test-support/api-client.ts";
import { buildUser, nextPhone } from "../../test-support/factories/user.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";

let testApp: TestApp;
let client: ApiClient;
beforeAll(async () => {
  testApp = await buildTestApp();
  client = api(testApp);
});
afterAll(async () => {
  await testApp.close();
});

/** Each test gets its own client address, so the per-address daily limit stays apart. */
let address = 0;
function fromAddress() {
  address += 1;
  return `10.0.${Math.floor(address / 250)}.${address % 250}`;
}

describe("sendCodeRegister", () => {
  it("texts a 6-digit code and says when a new one may be asked for", async () => {
    const phone = nextPhone();
    const response = await client.post("/api/validate/sendCodeRegister", { phone });
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ resendAfterSeconds: 60, expiresInSeconds: 300 });
    expect(testApp.sms.lastCode(phone)).toMatch(/^\d{6}$/);
    expect(testApp.sms.sent.at(-1)?.purpose).toBe("register");
  });

  it("normalises +86, spaces and dashes in the phone number", async () => {
    const phone = nextPhone();
    const typed = `+86 ${phone.slice(0, 3)}-${phone.slice(3, 7)} ${phone.slice(7)}`;
    const response = await client.post("/api/validate/sendCodeRegister", { phone: typed });
    expect(response.status).toBe(200);
    expect(testApp.sms.sent.at(-1)?.phone).toBe(phone);
  });

  it.each([
    ["a landline", "01088886666"],
    ["ten digits", "1380013800"],
    ["a second digit below 3", "12800138000"],
    ["letters", "1380013800a"],
    ["nothing", ""],
  ])("refuses %s with 400", async (_name, phone) => {
    const response = await client
      .language("en-US")
      .post("/api/validate/sendCodeRegister", { phone });
    expect(response.status).toBe(400);
    expect(response.msg).toContain("phone: Enter an 11-digit mainland China mobile number");
  });

  it("refuses a phone that already has an account with 409", async () => {
    const { phone } = await buildUser(testApp);
    const response = await client.post("/api/validate/sendCodeRegister", { phone });
    expect(response.status).toBe(409);
  });

  it("refuses a resend within 60 seconds with 429, then accepts it", async () => {
    const phone = nextPhone();
    expect((await client.post("/api/validate/sendCodeRegister", { phone })).status).toBe(200);
    const tooSoon = await client
      .language("en-US")
      .post("/api/validate/sendCodeRegister", { phone });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.msg).toMatch(/try again in \d+ seconds/);
    testApp.advance(61_000);
    expect((await client.post("/api/validate/sendCodeRegister", { phone })).status).toBe(200);
  });

  it("sends at most 10 codes a day to one phone", async () => {
    const phone = nextPhone();
    for (let sent = 0; sent < 10; sent++) {
      const response = await client
        .from(fromAddress())
        .post("/api/validate/sendCodeRegister", { phone });
      expect(response.status).toBe(200);
      testApp.advance(61_000);
    }
    const eleventh = await client.post("/api/validate/sendCodeRegister", { phone });
    expect(eleventh.status).toBe(429);
    testApp.advance(24 * 60 * 60 * 1000);
    expect((await client.post("/api/validate/sendCodeRegister", { phone })).status).toBe(200);
  });

  it("sends at most 20 codes a day to one client address", async () => {
    const remoteAddress = fromAddress();
    for (let sent = 0; sent < 20; sent++) {
      const response = await client
        .from(remoteAddress)
        .post("/api/validate/sendCodeRegister", { phone: nextPhone() });
      expect(response.status).toBe(200);
    }
    const response = await client
      .from(remoteAddress)
      .post("/api/validate/sendCodeRegister", { phone: nextPhone() });
    expect(response.status).toBe(429);
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
        api(failing).language("en-US").post("/api/validate/sendCodeRegister", { phone });
      const refused = await send();
      expect(refused.status).toBe(503);
      expect(refused.msg).toContain("could not be sent");
      gatewayUp = true;
      expect((await send()).status).toBe(200);
    } finally {
      await failing.close();
    }
  });
});

describe("sendCodeReset", () => {
  it("refuses a phone without an account with 404", async () => {
    const response = await client.post("/api/validate/sendCodeReset", { phone: nextPhone() });
    expect(response.status).toBe(404);
  });

  it("texts a reset code to a registered phone", async () => {
    const { phone } = await buildUser(testApp);
    const response = await client.post("/api/validate/sendCodeReset", { phone });
    expect(response.status).toBe(200);
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
    expect((await client.post("/api/validate/codeValidate", body)).data).toEqual({ valid: true });
    expect((await client.post("/api/validate/codeValidate", body)).status).toBe(200);
  });

  it("refuses a wrong code with 400, naming the code field", async () => {
    const wrong = code === "000000" ? "111111" : "000000";
    const response = await client
      .language("en-US")
      .post("/api/validate/codeValidate", { phone, code: wrong });
    expect(response.status).toBe(400);
    expect(response.data).toEqual([{ field: "code", message: "Wrong verification code" }]);
  });

  it("refuses a code that is not 6 digits with 400", async () => {
    const response = await client.post("/api/validate/codeValidate", { phone, code: "12ab" });
    expect(response.status).toBe(400);
  });

  it("burns the code after 5 wrong tries", async () => {
    const wrong = code === "000000" ? "111111" : "000000";
    for (let tries = 0; tries < 5; tries++) {
      expect((await client.post("/api/validate/codeValidate", { phone, code: wrong })).status).toBe(
        400,
      );
    }
    const right = await client
      .language("en-US")
      .post("/api/validate/codeValidate", { phone, code });
    expect(right.status).toBe(400);
    expect(right.msg).toContain("no longer valid");
  });

  it("refuses the code after 5 minutes", async () => {
    testApp.advance(5 * 60 * 1000 + 1000);
    const response = await client.post("/api/validate/codeValidate", { phone, code });
    expect(response.status).toBe(400);
  });

  it("accepts only the newest code once a new one was sent", async () => {
    testApp.advance(61_000);
    const newer = await requestCode(testApp, phone);
    if (newer !== code) {
      expect((await client.post("/api/validate/codeValidate", { phone, code })).status).toBe(400);
    }
    expect((await client.post("/api/validate/codeValidate", { phone, code: newer })).status).toBe(
      200,
    );
  });
});

describe("phoneRegistry", () => {
  it("tells whether a phone has an account", async () => {
    const { phone } = await buildUser(testApp);
    const known = await client.get("/api/validate/phoneRegistry", { query: { phone } });
    expect(known.data).toEqual({ registered: true });
    const unknown = await client.get("/api/validate/phoneRegistry", {
      query: { phone: nextPhone() },
    });
    expect(unknown.data).toEqual({ registered: false });
  });

  it("refuses a malformed phone with 400", async () => {
    const response = await client.get("/api/validate/phoneRegistry?phone=123");
    expect(response.status).toBe(400);
  });
});

describe("safety check", () => {
  it("refuses sendCodeSafety without a session with 401", async () => {
    expect((await client.post("/api/validate/sendCodeSafety", {})).status).toBe(401);
    const check = await client.get("/api/safety/checkSafetyPermission");
    expect(check.status).toBe(401);
  });

  it("grants the safety permission to the session for 10 minutes after the code", async () => {
    const { user, token } = await signedIn(testApp);
    const { phone } = user;
    const before = await client.as(token).get("/api/safety/checkSafetyPermission");
    expect(before.data).toEqual({ granted: false, validUntil: null });

    expect((await client.as(token).post("/api/validate/sendCodeSafety", {})).status).toBe(200);
    expect(testApp.sms.sent.at(-1)).toMatchObject({ phone, purpose: "safety" });
    const code = testApp.sms.lastCode(phone);
    const wrong = code === "000000" ? "111111" : "000000";
    const refused = await client
      .as(token)
      .post("/api/validate/safetyCodeValidate", { code: wrong });
    expect(refused.status).toBe(400);
    const granted = await client.as(token).post("/api/validate/safetyCodeValidate", { code });
    expect(granted.status).toBe(200);
    expect(granted.data.granted).toBe(true);

    const during = await client.as(token).get("/api/safety/checkSafetyPermission");
    expect(during.data.granted).toBe(true);
    testApp.advance(10 * 60 * 1000 + 1000);
    const after = await client.as(token).get("/api/safety/checkSafetyPermission");
    expect(after.data.granted).toBe(false);
  });
});
