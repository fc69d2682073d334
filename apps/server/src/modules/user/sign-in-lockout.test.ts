import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addressRange } from "../../platform/http/address-range.ts";
import { signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api } from "../../test-support/api-client.ts";
import { solveNewCaptcha } from "../../test-support/captcha.ts";
import { buildUser, defaultTestPassword } from "../../test-support/factories/user.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";

let testApp: TestApp;
let english: ApiClient;
beforeAll(async () => {
  testApp = await buildTestApp();
  english = api(testApp).language("en-US");
});
afterAll(async () => {
  await testApp.close();
});

const wrongPassword = "Wrong#1x";
const delayedMessage = "try again in";
const lockedMessage = "from your network is paused";

/** Ten failures with solved captchas from one address, waiting out the account's delay. */
async function failTenTimes(from: ApiClient, path: string, account: string) {
  const answers = [];
  for (let failure = 1; failure <= 10; failure++) {
    testApp.advance(30_000);
    const captcha = failure > 3 ? await solveNewCaptcha(testApp) : {};
    answers.push(await from.post(path, { account, password: wrongPassword, ...captcha }));
  }
  return answers;
}

describe("a lock holds only for the address range that failed", () => {
  it("lets the administrator in from another address after an outsider's 10 failures", async () => {
    const { phone } = await buildUser(testApp, { roles: ["administrator"] });
    const outsider = english.from("203.0.113.7");
    const answers = await failTenTimes(outsider, "/api/user/gylad", phone);
    expect(answers.at(-1)?.status).toBe(429);
    expect(answers.at(-1)?.msg).toContain(lockedMessage);

    testApp.advance(30_000);
    const outsiderAgain = await outsider.post("/api/user/gylad", {
      account: phone,
      password: defaultTestPassword,
      ...(await solveNewCaptcha(testApp)),
    });
    expect(outsiderAgain.status).toBe(429);

    const owner = english.from("198.51.100.20");
    const withoutCaptcha = await owner.post("/api/user/gylad", {
      account: phone,
      password: defaultTestPassword,
    });
    expect(withoutCaptcha.data).toEqual({ captchaRequired: true });
    const signIn = await owner.post("/api/user/gylad", {
      account: phone,
      password: defaultTestPassword,
      ...(await solveNewCaptcha(testApp)),
    });
    expect(signIn.status).toBe(200);
  });

  it("locks the whole IPv6 /64 of the failing address and nothing beyond it", async () => {
    const { phone } = await buildUser(testApp);
    await failTenTimes(english.from("2001:db8:1:2::1"), "/api/user/logincom", phone);
    testApp.advance(30_000);
    const sameNetwork = await english.from("2001:db8:1:2:ffff::9").post("/api/user/logincom", {
      account: phone,
      password: defaultTestPassword,
    });
    expect(sameNetwork.status).toBe(429);
    expect(sameNetwork.msg).toContain(lockedMessage);
    const otherNetwork = await english.from("2001:db8:1:3::1").post("/api/user/logincom", {
      account: phone,
      password: defaultTestPassword,
      ...(await solveNewCaptcha(testApp)),
    });
    expect(otherNetwork.status).toBe(200);
  });

  it("works out the range of IPv4, IPv4-mapped and IPv6 addresses", () => {
    expect(addressRange("203.0.113.7")).toBe("203.0.113.7/32");
    expect(addressRange("::ffff:203.0.113.7")).toBe("203.0.113.7/32");
    expect(addressRange("2001:DB8:0:12::1")).toBe("2001:db8:0:12::/64");
    expect(addressRange("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressRange("::1")).toBe("0:0:0:0::/64");
  });

  it("does not let failures at the member sign-in lock the staff sign-in", async () => {
    const { phone } = await buildUser(testApp, { roles: ["administrator"] });
    const address = english.from("192.0.2.44");
    await failTenTimes(address, "/api/user/logincom", phone);
    testApp.advance(30_000);
    const member = await address.post("/api/user/logincom", {
      account: phone,
      password: defaultTestPassword,
    });
    expect(member.status).toBe(429);
    const staff = await address.post("/api/user/gylad", {
      account: phone,
      password: defaultTestPassword,
    });
    expect(staff.status).toBe(200);
  });
});

describe("the account's delay after the captcha threshold", () => {
  it("makes the next attempt from anywhere wait 1, 2, 4 ... seconds, answered 429, never a lock", async () => {
    const { phone } = await buildUser(testApp);
    const attacker = english.from("203.0.113.50");
    for (let failure = 1; failure <= 3; failure++) {
      await attacker.post("/api/user/logincom", { account: phone, password: wrongPassword });
    }
    for (const expectedSeconds of [1, 2, 4, 8]) {
      const failed = await attacker.post("/api/user/logincom", {
        account: phone,
        password: wrongPassword,
        ...(await solveNewCaptcha(testApp)),
      });
      expect(failed.msg).toBe("Wrong account or password");
      const elsewhere = await english.from("198.51.100.77").post("/api/user/logincom", {
        account: phone,
        password: defaultTestPassword,
        ...(await solveNewCaptcha(testApp)),
      });
      expect(elsewhere.status).toBe(429);
      expect(elsewhere.msg).toContain(delayedMessage);
      expect(elsewhere.data).toEqual({ retryAfterSeconds: expectedSeconds });
      testApp.advance(expectedSeconds * 1000);
    }
    const owner = await english.from("198.51.100.77").post("/api/user/logincom", {
      account: phone,
      password: defaultTestPassword,
      ...(await solveNewCaptcha(testApp)),
    });
    expect(owner.status).toBe(200);
  });
});

describe("parallel attempts", () => {
  it("checks at most the captcha threshold of 28 parallel wrong passwords", async () => {
    const { phone } = await buildUser(testApp);
    const attacker = english.from("203.0.113.99");
    const answers = await Promise.all(
      Array.from({ length: 28 }, () =>
        attacker.post("/api/user/logincom", { account: phone, password: wrongPassword }),
      ),
    );
    const checked = answers.filter((answer) => answer.msg === "Wrong account or password");
    const askedForCaptcha = answers.filter(
      (answer) => answer.msg === "Complete the security check first",
    );
    expect(checked.length).toBeLessThanOrEqual(3);
    expect(checked.length + askedForCaptcha.length).toBe(28);
  });
});

describe("modifyPassword", () => {
  it("counts a wrong old password as a sign-in failure and then refuses the right one from that address", async () => {
    const { user, token } = await signedIn(testApp);
    const guesser = english.from("203.0.113.200").as(token);
    const answers = [];
    for (let guess = 1; guess <= 25; guess++) {
      testApp.advance(30_000);
      const captcha = guess > 3 && guess <= 10 ? await solveNewCaptcha(testApp) : {};
      answers.push(
        await guesser.post("/api/user/modifyPassword", {
          oldPassword: `Guess#${guess}x`,
          newPassword: "Another#2027y",
          ...captcha,
        }),
      );
    }
    const plainRefusals = answers.filter(
      (answer) => answer.msg === "The current password is wrong",
    );
    expect(plainRefusals.length).toBe(9);
    expect(answers.slice(9).every((answer) => answer.status === 429)).toBe(true);

    testApp.advance(30_000);
    const rightFromThere = await guesser.post("/api/user/modifyPassword", {
      oldPassword: user.password,
      newPassword: "Another#2027y",
    });
    expect(rightFromThere.status).toBe(429);
    expect(rightFromThere.msg).toContain(lockedMessage);

    const rightFromElsewhere = await english
      .from("198.51.100.201")
      .as(token)
      .post("/api/user/modifyPassword", {
        oldPassword: user.password,
        newPassword: "Another#2027y",
        ...(await solveNewCaptcha(testApp)),
      });
    expect(rightFromElsewhere.status).toBe(200);
  });
});

describe("the failed sign-in notice for staff", () => {
  it("answers the failures since the previous sign-in in userAddtionInfo", async () => {
    const { phone } = await buildUser(testApp, { roles: ["contentEditor"] });
    const signInAsStaff = async (captcha = {}) => {
      const response = await english.from("198.51.100.5").post("/api/user/gylad", {
        account: phone,
        password: defaultTestPassword,
        ...captcha,
      });
      expect(response.status).toBe(200);
      return response.data.token as string;
    };
    const first = await signInAsStaff();
    const none = await english.as(first).get("/api/user/userAddtionInfo");
    expect(none.data.failedSignIns).toEqual({ count: 0, lastAt: null });

    const outsider = english.from("203.0.113.33");
    testApp.advance(60_000);
    await outsider.post("/api/user/gylad", { account: phone, password: wrongPassword });
    testApp.advance(60_000);
    await outsider.post("/api/user/logincom", { account: phone, password: wrongPassword });
    const lastFailureAt = testApp.now().toISOString();

    testApp.advance(60_000);
    const second = await signInAsStaff();
    const notice = await english.as(second).get("/api/user/userAddtionInfo");
    expect(notice.data.failedSignIns).toEqual({ count: 2, lastAt: lastFailureAt });

    testApp.advance(60_000);
    const third = await signInAsStaff();
    const afterwards = await english.as(third).get("/api/user/userAddtionInfo");
    expect(afterwards.data.failedSignIns).toEqual({ count: 0, lastAt: null });
  });
});
