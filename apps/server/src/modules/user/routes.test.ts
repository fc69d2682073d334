import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { solveNewCaptcha } from "../../test-support/captcha.ts";
import {
  bearer,
  createSignedInUser,
  createTestUser,
  defaultTestPassword,
  nextPhone,
  requestCode,
  signInAs,
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
function get(url: string, headers: Record<string, string> = {}) {
  return testApp.app.inject({ method: "GET", url, headers });
}
const english = { "accept-language": "en-US" };

/** A captcha and its answer, solved as the browser solves it. */
function solvedCaptcha() {
  return solveNewCaptcha(testApp.app);
}

describe("register", () => {
  it("creates the account with the SMS code and answers a working session", async () => {
    const phone = nextPhone();
    const code = await requestCode(testApp, phone);
    const response = await post("/api/user/register", {
      phone,
      code,
      password: defaultTestPassword,
      nickname: `new${phone.slice(-5)}`,
      email: `m${phone}@example.com`,
    });
    expect(response.statusCode).toBe(200);
    const { token, user } = response.json().data;
    expect(user).toMatchObject({ phone, isEngineer: false, title: { kind: "ordinary" } });
    expect(user.passwordHash).toBeUndefined();
    const me = await get("/api/user/getUserId", bearer(token));
    expect(me.json().data.user.id).toBe(user.id);
    expect(me.json().data.permissions).toEqual([]);
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
    const response = await post("/api/user/register", { phone, code, password }, english);
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toContain(message);
    expect(response.json().data[0].field).toBe("password");
  });

  it("refuses a password containing the phone number with 400", async () => {
    const phone = nextPhone();
    const code = await requestCode(testApp, phone);
    const response = await post(
      "/api/user/register",
      { phone, code, password: `x#${phone}` },
      english,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toContain("may not contain your phone number");
  });

  it("words the password rule in the request's language", async () => {
    const phone = nextPhone();
    const code = await requestCode(testApp, phone);
    const response = await post(
      "/api/user/register",
      { phone, code, password: "short" },
      { "accept-language": "zh-TW,zh;q=0.9" },
    );
    expect(response.json().msg).toContain("密碼至少 8 個字元");
  });

  it("refuses a wrong code with 400 and keeps nothing", async () => {
    const phone = nextPhone();
    const code = await requestCode(testApp, phone);
    const wrong = code === "000000" ? "111111" : "000000";
    const response = await post("/api/user/register", {
      phone,
      code: wrong,
      password: defaultTestPassword,
    });
    expect(response.statusCode).toBe(400);
    const registered = await get(`/api/validate/phoneRegistry?phone=${phone}`);
    expect(registered.json().data.registered).toBe(false);
  });

  it("refuses registration when no code was sent with 400", async () => {
    const response = await post("/api/user/register", {
      phone: nextPhone(),
      code: "123456",
      password: defaultTestPassword,
    });
    expect(response.statusCode).toBe(400);
  });

  it("refuses a taken nickname or e-mail with 409", async () => {
    const existing = await createTestUser(testApp, { email: `taken${Date.now()}@example.com` });
    const phone = nextPhone();
    const code = await requestCode(testApp, phone);
    const nickname = await post(
      "/api/user/register",
      { phone, code, password: defaultTestPassword, nickname: existing.user.nickname },
      english,
    );
    expect(nickname.statusCode).toBe(409);
    expect(nickname.json().msg).toContain("nickname is already taken");
    const email = await post(
      "/api/user/register",
      { phone, code, password: defaultTestPassword, email: existing.user.email?.toUpperCase() },
      english,
    );
    expect(email.statusCode).toBe(409);
  });

  it("refuses a malformed e-mail with 400", async () => {
    const phone = nextPhone();
    const code = await requestCode(testApp, phone);
    const response = await post("/api/user/register", {
      phone,
      code,
      password: defaultTestPassword,
      email: "not-an-email",
    });
    expect(response.statusCode).toBe(400);
  });

  it("refuses a phone that is already registered with 409", async () => {
    const { phone } = await createTestUser(testApp);
    const response = await post("/api/user/register", {
      phone,
      code: "123456",
      password: defaultTestPassword,
    });
    expect(response.statusCode).toBe(409);
  });
});

describe("logincom", () => {
  it("signs in with the phone, the e-mail or the nickname", async () => {
    const email = `login${Date.now()}@example.com`;
    const { user, phone } = await createTestUser(testApp, { email });
    for (const account of [phone, email.toUpperCase(), user.nickname ?? ""]) {
      const response = await post("/api/user/logincom", {
        account,
        password: defaultTestPassword,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.user.id).toBe(user.id);
      expect(response.json().data.token).toMatch(/^[\w-]{40,}$/);
    }
  });

  it("refuses a wrong password and an unknown account alike with 400", async () => {
    const { phone } = await createTestUser(testApp);
    const wrong = await post("/api/user/logincom", { account: phone, password: "Wrong#pass1" });
    const unknown = await post("/api/user/logincom", {
      account: nextPhone(),
      password: "Wrong#pass1",
    });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json().msg).toBe(unknown.json().msg);
  });

  it("refuses an empty body with 400 naming the fields", async () => {
    const response = await post("/api/user/logincom", {}, english);
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toContain("account");
  });

  it("asks for the captcha after 3 failures and accepts it with the right password", async () => {
    const { phone } = await createTestUser(testApp);
    for (let failure = 1; failure <= 3; failure++) {
      const response = await post("/api/user/logincom", { account: phone, password: "Wrong#1x" });
      expect(response.json().data.captchaRequired).toBe(failure >= 3);
    }
    const withoutCaptcha = await post("/api/user/logincom", {
      account: phone,
      password: defaultTestPassword,
    });
    expect(withoutCaptcha.statusCode).toBe(400);
    expect(withoutCaptcha.json().data).toEqual({ captchaRequired: true });

    const wrongCaptcha = await post("/api/user/logincom", {
      account: phone,
      password: defaultTestPassword,
      captchaId: (await solvedCaptcha()).captchaId,
      captchaCode: "zzzz",
    });
    expect(wrongCaptcha.statusCode).toBe(400);

    const captcha = await solvedCaptcha();
    const response = await post("/api/user/logincom", {
      account: phone,
      password: defaultTestPassword,
      ...captcha,
    });
    expect(response.statusCode).toBe(200);
    const reused = await post("/api/user/logincom", {
      account: phone,
      password: "Wrong#1x",
      ...captcha,
    });
    expect(reused.json().data.captchaRequired).toBe(false);
  });

  it("locks the account for 15 minutes after 10 failures in 15 minutes", async () => {
    const { phone } = await createTestUser(testApp);
    let last = await post("/api/user/logincom", { account: phone, password: "Wrong#1x" });
    for (let failure = 2; failure <= 10; failure++) {
      last = await post("/api/user/logincom", {
        account: phone,
        password: "Wrong#1x",
        ...(await solvedCaptcha()),
      });
    }
    expect(last.statusCode).toBe(429);
    const locked = await post(
      "/api/user/logincom",
      { account: phone, password: defaultTestPassword, ...(await solvedCaptcha()) },
      english,
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json().msg).toContain("locked");
    testApp.advance(15 * 60 * 1000 + 1000);
    const unlocked = await post("/api/user/logincom", {
      account: phone,
      password: defaultTestPassword,
    });
    expect(unlocked.statusCode).toBe(200);
  });

  it("answers the captcha as a proof-of-work challenge, never cached", async () => {
    const response = await get("/api/user/drawImage");
    expect(response.statusCode).toBe(200);
    expect(response.json().data.challenge.parameters).toMatchObject({
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
      const attempt = () =>
        limited.app.inject({
          method: "POST",
          url: "/api/user/logincom",
          payload: { account: "someone", password: "Wrong#1x" },
          remoteAddress: "10.9.9.9",
        });
      for (let allowed = 0; allowed < 3; allowed++) {
        expect((await attempt()).statusCode).toBe(400);
      }
      const refused = await attempt();
      expect(refused.statusCode).toBe(429);
      expect(refused.headers["retry-after"]).toBeTruthy();
      expect(refused.headers["x-ratelimit-limit"]).toBe("3");
      const otherAddress = await limited.app.inject({
        method: "POST",
        url: "/api/user/logincom",
        payload: { account: "someone", password: "Wrong#1x" },
        remoteAddress: "10.9.9.10",
      });
      expect(otherAddress.statusCode).not.toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe("gylad", () => {
  it("signs staff in and answers their permissions", async () => {
    const { phone } = await createTestUser(testApp, { roleKeys: ["contentEditor"] });
    const response = await post("/api/user/gylad", {
      account: phone,
      password: defaultTestPassword,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.permissions).toContain("management:access");
    expect(response.json().data.permissions).toContain("product:write");
  });

  it("refuses an ordinary user with 403", async () => {
    const { phone } = await createTestUser(testApp);
    const response = await post(
      "/api/user/gylad",
      { account: phone, password: defaultTestPassword },
      english,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().msg).toContain("no access to the management area");
  });
});

describe("sessions", () => {
  it("refuses a missing, malformed or unknown token with 401", async () => {
    expect((await get("/api/user/getUserId")).statusCode).toBe(401);
    expect((await get("/api/user/getUserId", { authorization: "Basic abc" })).statusCode).toBe(401);
    expect((await get("/api/user/getUserId", bearer("made-up-token"))).statusCode).toBe(401);
  });

  it("ignores a token sent only as a cookie", async () => {
    const { token } = await createSignedInUser(testApp);
    const response = await get("/api/user/getUserId", { cookie: `portal_token=${token}` });
    expect(response.statusCode).toBe(401);
  });

  it("slides the 7-day expiry with use and refuses an expired token with 401", async () => {
    const { token } = await createSignedInUser(testApp);
    testApp.advance(6 * 24 * 60 * 60 * 1000);
    expect((await get("/api/user/getUserId", bearer(token))).statusCode).toBe(200);
    testApp.advance(6 * 24 * 60 * 60 * 1000);
    expect((await get("/api/user/getUserId", bearer(token))).statusCode).toBe(200);
    testApp.advance(7 * 24 * 60 * 60 * 1000 + 1000);
    expect((await get("/api/user/getUserId", bearer(token))).statusCode).toBe(401);
  });

  it("revokes the token on logout (then 401)", async () => {
    const { token } = await createSignedInUser(testApp);
    expect((await post("/api/user/logout", {}, bearer(token))).statusCode).toBe(200);
    expect((await get("/api/user/getUserId", bearer(token))).statusCode).toBe(401);
    expect((await post("/api/user/logout", {}, bearer(token))).statusCode).toBe(401);
  });
});

describe("modifyPassword", () => {
  it("changes the password, keeps this session and ends the others with 511", async () => {
    const { phone, token } = await createSignedInUser(testApp);
    const other = await signInAs(testApp, phone);
    const newPassword = "Another#2027y";
    const response = await post(
      "/api/user/modifyPassword",
      { oldPassword: defaultTestPassword, newPassword },
      bearer(token),
    );
    expect(response.statusCode).toBe(200);
    expect((await get("/api/user/getUserId", bearer(token))).statusCode).toBe(200);
    const lost = await get("/api/user/getUserId", bearer(other));
    expect(lost.statusCode).toBe(511);
    expect(lost.json().code).toBe(511);
    expect((await signInAs(testApp, phone, newPassword)).length).toBeGreaterThan(20);
    const old = await post("/api/user/logincom", { account: phone, password: defaultTestPassword });
    expect(old.statusCode).toBe(400);
  });

  it("refuses a wrong current password with 400", async () => {
    const { token } = await createSignedInUser(testApp);
    const response = await post(
      "/api/user/modifyPassword",
      { oldPassword: "Wrong#pass1", newPassword: "Another#2027y" },
      { ...bearer(token), ...english },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toContain("current password is wrong");
    expect(response.json().data).toEqual([
      { field: "oldPassword", message: "The current password is wrong" },
    ]);
  });

  it("refuses a weak new password with 400", async () => {
    const { token } = await createSignedInUser(testApp);
    const response = await post(
      "/api/user/modifyPassword",
      { oldPassword: defaultTestPassword, newPassword: "guest#2027x" },
      { ...bearer(token), ...english },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toContain("Too simple");
    expect(response.json().data).toEqual([
      { field: "newPassword", message: expect.stringContaining("Too simple") },
    ]);
  });

  it("refuses without a session with 401", async () => {
    const response = await post("/api/user/modifyPassword", {
      oldPassword: defaultTestPassword,
      newPassword: "Another#2027y",
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("resetPwd", () => {
  it("sets the new password with the code, ends every session (511) and uses the code up", async () => {
    const { phone, token } = await createSignedInUser(testApp);
    const code = await requestCode(testApp, phone, "sendCodeReset");
    const body = { phone, code, password: "Reset#2027zz" };
    expect((await post("/api/user/resetPwd", body)).statusCode).toBe(200);
    expect((await get("/api/user/getUserId", bearer(token))).statusCode).toBe(511);
    expect((await signInAs(testApp, phone, "Reset#2027zz")).length).toBeGreaterThan(20);
    const again = await post("/api/user/resetPwd", { ...body, password: "Again#2027zz" });
    expect(again.statusCode).toBe(400);
  });

  it("refuses a register code for a reset with 400", async () => {
    const phone = nextPhone();
    const code = await requestCode(testApp, phone);
    await post("/api/user/register", { phone, code, password: defaultTestPassword });
    const response = await post("/api/user/resetPwd", { phone, code, password: "Reset#2027zz" });
    expect(response.statusCode).toBe(400);
  });

  it("refuses an unknown phone with 404", async () => {
    const response = await post("/api/user/resetPwd", {
      phone: nextPhone(),
      code: "123456",
      password: "Reset#2027zz",
    });
    expect(response.statusCode).toBe(404);
  });
});

describe("profile", () => {
  it("updates the profile fields and clears one given as empty", async () => {
    const { token } = await createSignedInUser(testApp);
    const first = await post(
      "/api/user/userUpdateInfo",
      { company: "Acme IoT", areaId: 8019, fieldId: 8104, signature: "NB-IoT meters" },
      bearer(token),
    );
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ company: "Acme IoT", areaId: 8019, fieldId: 8104 });
    const cleared = await post("/api/user/userUpdateInfo", { company: "" }, bearer(token));
    expect(cleared.json().data).toMatchObject({ company: null, areaId: 8019 });
  });

  it("refuses a nickname another user has with 409", async () => {
    const other = await createTestUser(testApp);
    const { token } = await createSignedInUser(testApp);
    const response = await post(
      "/api/user/userUpdateInfo",
      { nickname: other.user.nickname?.toUpperCase() },
      bearer(token),
    );
    expect(response.statusCode).toBe(409);
  });

  it.each([
    ["a malformed e-mail", { email: "a@b" }],
    ["an avatar from elsewhere", { avatarUrl: "https://evil.example/x.png" }],
    ["an all-digit nickname", { nickname: "123456" }],
    ["a signature over 200 characters", { signature: "x".repeat(201) }],
  ])("refuses %s with 400", async (_name, payload) => {
    const { token } = await createSignedInUser(testApp);
    const response = await post("/api/user/userUpdateInfo", payload, bearer(token));
    expect(response.statusCode).toBe(400);
  });

  it("refuses without a session with 401", async () => {
    const response = await post("/api/user/userUpdateInfo", { company: "x" });
    expect(response.statusCode).toBe(401);
  });

  it("shows a public profile without the full phone or e-mail", async () => {
    const { user, phone } = await createTestUser(testApp, {
      email: `public${Date.now()}@example.com`,
    });
    const response = await get(`/api/user/userInfoById?id=${user.id}`);
    expect(response.statusCode).toBe(200);
    const profile = response.json().data;
    expect(profile.maskedPhone).toBe(`${phone.slice(0, 3)}****${phone.slice(7)}`);
    expect(response.body).not.toContain(phone);
    expect(response.body).not.toContain("@example.com");
  });

  it("answers 404 for an unknown user and 400 for a bad id", async () => {
    expect((await get("/api/user/userInfoById?id=999999")).statusCode).toBe(404);
    expect((await get("/api/user/userInfoById?id=abc")).statusCode).toBe(400);
  });

  it("answers the roles, permissions and title of the signed-in user", async () => {
    const { token } = await createSignedInUser(testApp, { roleKeys: ["customerService"] });
    const response = await get("/api/user/userAddtionInfo", bearer(token));
    expect(response.json().data).toMatchObject({
      roles: ["customerService"],
      isStaff: true,
      title: { kind: "ordinary" },
    });
    expect(response.json().data.permissions).toContain("chat:serve");
  });
});

describe("engineer certification", () => {
  it("lets a forum moderator certify and withdraw the engineer title", async () => {
    const { user } = await createTestUser(testApp);
    const { token } = await createSignedInUser(testApp, { roleKeys: ["forumModerator"] });
    const certified = await post(
      "/api/user/authenticateEngineer",
      { userId: user.id },
      bearer(token),
    );
    expect(certified.statusCode).toBe(200);
    expect(certified.json().data.title).toEqual({ kind: "engineer", name: "" });
    const withdrawn = await post(
      "/api/user/cancelAuthenticate",
      { userId: user.id },
      bearer(token),
    );
    expect(withdrawn.json().data.title.kind).toBe("ordinary");
  });

  it("refuses a user without user:certify with 403 and no session with 401", async () => {
    const { user, token } = await createSignedInUser(testApp, { roleKeys: ["contentEditor"] });
    const forbidden = await post(
      "/api/user/authenticateEngineer",
      { userId: user.id },
      bearer(token),
    );
    expect(forbidden.statusCode).toBe(403);
    const anonymous = await post("/api/user/authenticateEngineer", { userId: user.id });
    expect(anonymous.statusCode).toBe(401);
  });

  it("refuses an anonymous caller with 401 before reading a malformed body", async () => {
    const response = await post("/api/user/authenticateEngineer", { userId: "nonsense" });
    expect(response.statusCode).toBe(401);
  });

  it("answers 404 for an unknown user", async () => {
    const { token } = await createSignedInUser(testApp, { roleKeys: ["administrator"] });
    const response = await post(
      "/api/user/authenticateEngineer",
      { userId: 999999 },
      bearer(token),
    );
    expect(response.statusCode).toBe(404);
  });
});
