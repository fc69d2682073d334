import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestCode, signedIn, signIn } from "../../test-support/accounts.ts";
import { type ApiClient, api } from "../../test-support/api-client.ts";
import { solveNewCaptcha } from "../../test-support/captcha.ts";
import { buildUser, defaultTestPassword, nextPhone } from "../../test-support/factories/user.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";

let testApp: TestApp;
let client: ApiClient;
let english: ApiClient;
beforeAll(async () => {
  testApp = await buildTestApp();
  client = api(testApp);
  english = client.language("en-US");
});
afterAll(async () => {
  await testApp.close();
});

/** A captcha and its answer, solved as the browser solves it. */
function solvedCaptcha() {
  return solveNewCaptcha(testApp);
}

describe("register", () => {
  it("creates the account with the SMS code and answers a working session", async () => {
    const phone = nextPhone();
    const code = await requestCode(testApp, phone);
    const response = await client.post("/api/user/register", {
      phone,
      code,
      password: defaultTestPassword,
      nickname: `new${phone.slice(-5)}`,
      email: `m${phone}@example.com`,
    });
    expect(response.status).toBe(200);
    const { token, user } = response.data;
    expect(user).toMatchObject({ phone, isEngineer: false, title: { kind: "ordinary" } });
    expect(user.passwordHash).toBeUndefined();
    const me = await client.as(token).get("/api/user/getUserId");
    expect(me.data.user.id).toBe(user.id);
    expect(me.data.permissions).toEqual([]);
  });

  it.each([
    ["shorter than 8 characters", "Ab#1xyz", "at least 8 characters"],
    ["longer than 128 characters", `Aa#9${"x".repeat(126)}`, "at most 128 characters"],
    ["only letters", "Modulexyzw", "at least two of letters, digits and symbols"],
    ["a weak string, whatever its case", "ADMIN#9xyz", "may not contain 1234, abcd, admin"],
    ["the sequence 5678", "Mq#56789wx", "may not contain 1234, abcd, admin"],
  ])("refuses a password %s with 400", async (_rule, password, message) => {
    const phone = nextPhone();
    const code = await requestCode(testApp, phone);
    const response = await english.post("/api/user/register", { phone, code, password });
    expect(response.status).toBe(400);
    expect(response.msg).toContain(message);
    expect(response.data[0].field).toBe("password");
  });

  it("refuses a password containing the phone number with 400", async () => {
    const phone = nextPhone();
    const code = await requestCode(testApp, phone);
    const response = await english.post("/api/user/register", {
      phone,
      code,
      password: `x#${phone}`,
    });
    expect(response.status).toBe(400);
    expect(response.msg).toContain("may not contain your phone number");
  });

  it("words the password rule in the request's language", async () => {
    const phone = nextPhone();
    const code = await requestCode(testApp, phone);
    const response = await client
      .language("zh-TW,zh;q=0.9")
      .post("/api/user/register", { phone, code, password: "short" });
    expect(response.msg).toContain("密碼至少 8 個字元");
  });

  it("refuses a wrong code with 400 and keeps nothing", async () => {
    const phone = nextPhone();
    const code = await requestCode(testApp, phone);
    const wrong = code === "000000" ? "111111" : "000000";
    const response = await client.post("/api/user/register", {
      phone,
      code: wrong,
      password: defaultTestPassword,
    });
    expect(response.status).toBe(400);
    const registered = await client.get(`/api/validate/phoneRegistry?phone=${phone}`);
    expect(registered.data.registered).toBe(false);
  });

  it("refuses registration when no code was sent with 400", async () => {
    const response = await client.post("/api/user/register", {
      phone: nextPhone(),
      code: "123456",
      password: defaultTestPassword,
    });
    expect(response.status).toBe(400);
  });

  it("refuses a taken nickname or e-mail with 409", async () => {
    const existing = await buildUser(testApp, { email: `taken${Date.now()}@example.com` });
    const phone = nextPhone();
    const code = await requestCode(testApp, phone);
    const nickname = await english.post("/api/user/register", {
      phone,
      code,
      password: defaultTestPassword,
      nickname: existing.nickname,
    });
    expect(nickname.status).toBe(409);
    expect(nickname.msg).toContain("nickname is already taken");
    const email = await english.post("/api/user/register", {
      phone,
      code,
      password: defaultTestPassword,
      email: existing.email?.toUpperCase(),
    });
    expect(email.status).toBe(409);
  });

  it("refuses a malformed e-mail with 400", async () => {
    const phone = nextPhone();
    const code = await requestCode(testApp, phone);
    const response = await client.post("/api/user/register", {
      phone,
      code,
      password: defaultTestPassword,
      email: "not-an-email",
    });
    expect(response.status).toBe(400);
  });

  it("refuses a phone that is already registered with 409", async () => {
    const { phone } = await buildUser(testApp);
    const response = await client.post("/api/user/register", {
      phone,
      code: "123456",
      password: defaultTestPassword,
    });
    expect(response.status).toBe(409);
  });
});

describe("logincom", () => {
  it("signs in with the phone, the e-mail or the nickname", async () => {
    const email = `login${Date.now()}@example.com`;
    const user = await buildUser(testApp, { email });
    const { phone } = user;
    for (const account of [phone, email.toUpperCase(), user.nickname ?? ""]) {
      const response = await client.post("/api/user/logincom", {
        account,
        password: defaultTestPassword,
      });
      expect(response.status).toBe(200);
      expect(response.data.user.id).toBe(user.id);
      expect(response.data.token).toMatch(/^[\w-]{40,}$/);
    }
  });

  it("refuses a wrong password and an unknown account alike with 400", async () => {
    const { phone } = await buildUser(testApp);
    const wrong = await client.post("/api/user/logincom", {
      account: phone,
      password: "Wrong#pass1",
    });
    const unknown = await client.post("/api/user/logincom", {
      account: nextPhone(),
      password: "Wrong#pass1",
    });
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(wrong.msg).toBe(unknown.msg);
  });

  it("refuses an empty body with 400 naming the fields", async () => {
    const response = await english.post("/api/user/logincom", {});
    expect(response.status).toBe(400);
    expect(response.msg).toContain("account");
  });

  it("asks for the captcha after 3 failures and accepts it with the right password", async () => {
    const { phone } = await buildUser(testApp);
    for (let failure = 1; failure <= 3; failure++) {
      const response = await client.post("/api/user/logincom", {
        account: phone,
        password: "Wrong#1x",
      });
      expect(response.data.captchaRequired).toBe(failure >= 3);
    }
    const withoutCaptcha = await client.post("/api/user/logincom", {
      account: phone,
      password: defaultTestPassword,
    });
    expect(withoutCaptcha.status).toBe(400);
    expect(withoutCaptcha.data).toEqual({ captchaRequired: true });

    const wrongCaptcha = await client.post("/api/user/logincom", {
      account: phone,
      password: defaultTestPassword,
      captchaId: (await solvedCaptcha()).captchaId,
      captchaCode: "zzzz",
    });
    expect(wrongCaptcha.status).toBe(400);

    const captcha = await solvedCaptcha();
    const response = await client.post("/api/user/logincom", {
      account: phone,
      password: defaultTestPassword,
      ...captcha,
    });
    expect(response.status).toBe(200);
    const reused = await client.post("/api/user/logincom", {
      account: phone,
      password: "Wrong#1x",
      ...captcha,
    });
    expect(reused.data.captchaRequired).toBe(false);
  });

  it("locks the failing address out of the account for 15 minutes after 10 failures in 15 minutes", async () => {
    const { phone } = await buildUser(testApp);
    let last = await client.post("/api/user/logincom", { account: phone, password: "Wrong#1x" });
    for (let failure = 2; failure <= 10; failure++) {
      // Past the captcha threshold each failure delays the next attempt by up to 30 s.
      testApp.advance(30_000);
      last = await client.post("/api/user/logincom", {
        account: phone,
        password: "Wrong#1x",
        ...(await solvedCaptcha()),
      });
    }
    expect(last.status).toBe(429);
    testApp.advance(30_000);
    const locked = await english.post("/api/user/logincom", {
      account: phone,
      password: defaultTestPassword,
      ...(await solvedCaptcha()),
    });
    expect(locked.status).toBe(429);
    expect(locked.msg).toContain("from your network is paused");
    testApp.advance(15 * 60 * 1000 + 1000);
    const unlocked = await client.post("/api/user/logincom", {
      account: phone,
      password: defaultTestPassword,
    });
    expect(unlocked.status).toBe(200);
  });

  it("answers the captcha as a proof-of-work challenge, never cached", async () => {
    const response = await client.get("/api/user/drawImage");
    expect(response.status).toBe(200);
    expect(response.data.challenge.parameters).toMatchObject({
      algorithm: "PBKDF2/SHA-256",
      keyPrefix: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(response.headers["cache-control"]).toBe("no-store");
  });
});

describe("login rate limit per client address", () => {
  it("refuses more than the configured attempts a minute from one address with 429", async () => {
    const limited = await buildTestApp({ LOGIN_ATTEMPTS_PER_MINUTE: "3" });
    try {
      const attempt = (address = "10.9.9.9") =>
        api(limited)
          .from(address)
          .post("/api/user/logincom", { account: "someone", password: "Wrong#1x" });
      for (let allowed = 0; allowed < 3; allowed++) {
        expect((await attempt()).status).toBe(400);
      }
      const refused = await attempt();
      expect(refused.status).toBe(429);
      expect(refused.headers["retry-after"]).toBeTruthy();
      expect(refused.headers["x-ratelimit-limit"]).toBe("3");
      const otherAddress = await attempt("10.9.9.10");
      expect(otherAddress.status).not.toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe("gylad", () => {
  it("signs staff in and answers their permissions", async () => {
    const { phone } = await buildUser(testApp, { roles: ["contentEditor"] });
    const response = await client.post("/api/user/gylad", {
      account: phone,
      password: defaultTestPassword,
    });
    expect(response.status).toBe(200);
    expect(response.data.permissions).toContain("management:access");
    expect(response.data.permissions).toContain("product:write");
  });

  it("refuses an ordinary user with 403", async () => {
    const { phone } = await buildUser(testApp);
    const response = await english.post("/api/user/gylad", {
      account: phone,
      password: defaultTestPassword,
    });
    expect(response.status).toBe(403);
    expect(response.msg).toContain("no access to the management area");
  });
});

describe("sessions", () => {
  it("refuses a missing, malformed or unknown token with 401", async () => {
    expect((await client.get("/api/user/getUserId")).status).toBe(401);
    expect(
      (await client.get("/api/user/getUserId", { headers: { authorization: "Basic abc" } })).status,
    ).toBe(401);
    expect((await client.as("made-up-token").get("/api/user/getUserId")).status).toBe(401);
  });

  it("ignores a token sent only as a cookie", async () => {
    const { token } = await signedIn(testApp);
    const response = await client.get("/api/user/getUserId", {
      headers: { cookie: `portal_token=${token}` },
    });
    expect(response.status).toBe(401);
  });

  it("slides the 7-day expiry with use and refuses an expired token with 401", async () => {
    const { token } = await signedIn(testApp);
    testApp.advance(6 * 24 * 60 * 60 * 1000);
    expect((await client.as(token).get("/api/user/getUserId")).status).toBe(200);
    testApp.advance(6 * 24 * 60 * 60 * 1000);
    expect((await client.as(token).get("/api/user/getUserId")).status).toBe(200);
    testApp.advance(7 * 24 * 60 * 60 * 1000 + 1000);
    expect((await client.as(token).get("/api/user/getUserId")).status).toBe(401);
  });

  it("revokes the token on logout (then 401)", async () => {
    const { token } = await signedIn(testApp);
    expect((await client.as(token).post("/api/user/logout", {})).status).toBe(200);
    expect((await client.as(token).get("/api/user/getUserId")).status).toBe(401);
    expect((await client.as(token).post("/api/user/logout", {})).status).toBe(401);
  });
});

describe("modifyPassword", () => {
  it("changes the password, keeps this session and ends the others with 511", async () => {
    const { user, token } = await signedIn(testApp);
    const { phone } = user;
    const other = await signIn(testApp, phone, defaultTestPassword);
    const newPassword = "Another#2027y";
    const response = await client
      .as(token)
      .post("/api/user/modifyPassword", { oldPassword: defaultTestPassword, newPassword });
    expect(response.status).toBe(200);
    expect((await client.as(token).get("/api/user/getUserId")).status).toBe(200);
    const lost = await client.as(other).get("/api/user/getUserId");
    expect(lost.status).toBe(511);
    expect(lost.code).toBe(511);
    expect((await signIn(testApp, phone, newPassword)).length).toBeGreaterThan(20);
    const old = await client.post("/api/user/logincom", {
      account: phone,
      password: defaultTestPassword,
    });
    expect(old.status).toBe(400);
  });

  it("refuses a wrong current password with 400", async () => {
    const { token } = await signedIn(testApp);
    const response = await english.as(token).post("/api/user/modifyPassword", {
      oldPassword: "Wrong#pass1",
      newPassword: "Another#2027y",
    });
    expect(response.status).toBe(400);
    expect(response.msg).toContain("current password is wrong");
    expect(response.data).toEqual([
      { field: "oldPassword", message: "The current password is wrong" },
    ]);
  });

  it("refuses a weak new password with 400", async () => {
    const { token } = await signedIn(testApp);
    const response = await english.as(token).post("/api/user/modifyPassword", {
      oldPassword: defaultTestPassword,
      newPassword: "guest#2027x",
    });
    expect(response.status).toBe(400);
    expect(response.msg).toContain("Too simple");
    expect(response.data).toEqual([
      { field: "newPassword", message: expect.stringContaining("Too simple") },
    ]);
  });

  it("refuses without a session with 401", async () => {
    const response = await client.post("/api/user/modifyPassword", {
      oldPassword: defaultTestPassword,
      newPassword: "Another#2027y",
    });
    expect(response.status).toBe(401);
  });
});

describe("resetPwd", () => {
  it("sets the new password with the code, ends every session (511) and uses the code up", async () => {
    const { user, token } = await signedIn(testApp);
    const { phone } = user;
    const code = await requestCode(testApp, phone, "sendCodeReset");
    const body = { phone, code, password: "Reset#2027zz" };
    expect((await client.post("/api/user/resetPwd", body)).status).toBe(200);
    expect((await client.as(token).get("/api/user/getUserId")).status).toBe(511);
    expect((await signIn(testApp, phone, "Reset#2027zz")).length).toBeGreaterThan(20);
    const again = await client.post("/api/user/resetPwd", { ...body, password: "Again#2027zz" });
    expect(again.status).toBe(400);
  });

  it("refuses a register code for a reset with 400", async () => {
    const phone = nextPhone();
    const code = await requestCode(testApp, phone);
    await client.post("/api/user/register", { phone, code, password: defaultTestPassword });
    const response = await client.post("/api/user/resetPwd", {
      phone,
      code,
      password: "Reset#2027zz",
    });
    expect(response.status).toBe(400);
  });

  it("refuses an unknown phone with 404", async () => {
    const response = await client.post("/api/user/resetPwd", {
      phone: nextPhone(),
      code: "123456",
      password: "Reset#2027zz",
    });
    expect(response.status).toBe(404);
  });
});

describe("profile", () => {
  it("updates the profile fields and clears one given as empty", async () => {
    const { token } = await signedIn(testApp);
    const first = await client.as(token).post("/api/user/userUpdateInfo", {
      company: "Acme IoT",
      areaId: 8019,
      fieldId: 8104,
      signature: "NB-IoT meters",
    });
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ company: "Acme IoT", areaId: 8019, fieldId: 8104 });
    const cleared = await client.as(token).post("/api/user/userUpdateInfo", { company: "" });
    expect(cleared.data).toMatchObject({ company: null, areaId: 8019 });
  });

  it("refuses a nickname another user has with 409", async () => {
    const other = await buildUser(testApp);
    const { token } = await signedIn(testApp);
    const response = await client
      .as(token)
      .post("/api/user/userUpdateInfo", { nickname: other.nickname?.toUpperCase() });
    expect(response.status).toBe(409);
  });

  it.each([
    ["a malformed e-mail", { email: "a@b" }],
    ["an avatar from elsewhere", { avatarUrl: "https://evil.example/x.png" }],
    ["an all-digit nickname", { nickname: "123456" }],
    ["a signature over 200 characters", { signature: "x".repeat(201) }],
  ])("refuses %s with 400", async (_name, payload) => {
    const { token } = await signedIn(testApp);
    const response = await client.as(token).post("/api/user/userUpdateInfo", payload);
    expect(response.status).toBe(400);
  });

  it("refuses without a session with 401", async () => {
    const response = await client.post("/api/user/userUpdateInfo", { company: "x" });
    expect(response.status).toBe(401);
  });

  it("answers the roles, permissions and title of the signed-in user", async () => {
    const { token } = await signedIn(testApp, { roles: ["customerService"] });
    const response = await client.as(token).get("/api/user/userAddtionInfo");
    expect(response.data).toMatchObject({
      roles: ["customerService"],
      isStaff: true,
      title: { kind: "ordinary" },
    });
    expect(response.data.permissions).toContain("chat:serve");
  });
});
