import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import svgCaptcha from "svg-captcha";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, api } from "../../test-support/api-client.ts";
import { buildUser, defaultTestPassword } from "../../test-support/factories/user.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";
import { createCaptchaChallenge } from "./captcha.ts";

type PathCommand = { type: string; values: number[] };
type Glyph = { character: string; commands: PathCommand[] };
type OpentypeFont = {
  charToGlyph(character: string): {
    getPath(x: number, y: number, fontSize: number): { toPathData(decimals: number): string };
  };
};

function parsePath(data: string): PathCommand[] {
  return [...data.matchAll(/([MLQCZ])([^MLQCZ]*)/g)].map(([, type = "", values = ""]) => ({
    type,
    values: [...values.matchAll(/-?\d*\.?\d+/g)].map(([value]) => Number(value)),
  }));
}

/** The path's points relative to its first one, so a glyph drawn anywhere compares equal. */
function relativeShape(commands: PathCommand[]): number[] {
  const [originX = 0, originY = 0] = commands[0]?.values ?? [];
  return commands.flatMap((command) =>
    command.values.map((value, index) => value - (index % 2 === 0 ? originX : originY)),
  );
}

/**
 * The attack the issue describes: svg-captcha draws each character with its font's glyph path,
 * moved and jittered by at most 0.1, so a table of the font's paths reads every picture.
 */
function glyphPathReader() {
  const { font, fontSize, charPreset } = svgCaptcha.options as unknown as {
    font: OpentypeFont;
    fontSize: number;
    charPreset: string;
  };
  const glyphs: Glyph[] = [...charPreset].map((character) => ({
    character,
    commands: parsePath(font.charToGlyph(character).getPath(0, 0, fontSize).toPathData(2)),
  }));
  const recognise = (commands: PathCommand[]) => {
    const signature = commands.map((command) => command.type).join("");
    const shape = relativeShape(commands);
    let best: { character: string; distance: number } | undefined;
    for (const glyph of glyphs) {
      if (glyph.commands.map((command) => command.type).join("") !== signature) continue;
      const reference = relativeShape(glyph.commands);
      if (reference.length !== shape.length) continue;
      const distance = Math.max(
        ...reference.map((value, index) => Math.abs(value - (shape[index] ?? Number.NaN))),
      );
      if (!best || distance < best.distance) best = { character: glyph.character, distance };
    }
    return best && best.distance < 1 ? best.character : undefined;
  };
  /** Every glyph path in the text (an SVG, or a JSON answer carrying one), left to right. */
  return (text: string) =>
    [...text.matchAll(/\sd="([^"]+)"/g)]
      .map(([, data = ""]) => parsePath(data))
      .map((commands) => ({ x: commands[0]?.values[0] ?? 0, character: recognise(commands) }))
      .filter((read) => read.character !== undefined)
      .sort((left, right) => left.x - right.x)
      .map((read) => read.character)
      .join("");
}

describe("captcha", () => {
  const work = 200;
  let testApp: TestApp;
  let client: ApiClient;
  beforeAll(async () => {
    testApp = await buildTestApp({ CAPTCHA_WORK: String(work) });
    client = api(testApp).language("en-US");
  });
  afterAll(async () => {
    await testApp.close();
  });

  const post = (payload: object) => client.post("/api/user/logincom", payload);
  const captchaWrong = "The security check failed or has expired, try again";
  const drawImage = () => client.get("/api/user/drawImage");
  const answerOf = async (challenge: Challenge) => {
    const solution = await solveChallenge({ challenge, deriveKey });
    return String(solution?.counter);
  };
  /** An account that failed 3 times, so its next sign-in needs a captcha. */
  const accountAskingForCaptcha = async () => {
    const { phone } = await buildUser(testApp);
    for (let failure = 1; failure <= 3; failure++) {
      await post({ account: phone, password: "Wrong#1x" });
    }
    return phone;
  };

  it("the glyph-path lookup reads every svg-captcha picture the old drawImage drew", () => {
    const read = glyphPathReader();
    for (let picture = 0; picture < 300; picture++) {
      // The options of the replaced drawImage.
      const { text, data } = svgCaptcha.create({
        size: 4,
        ignoreChars: "0oO1ilI",
        noise: 2,
        color: true,
        background: "#f2f4f8",
      });
      expect(read(data)).toBe(text);
    }
  });

  it("the same lookup finds nothing to read in drawImage's answer, and its reading is refused", async () => {
    const account = await accountAskingForCaptcha();
    const response = await drawImage();
    expect(response.status).toBe(200);
    const body = response.text;
    expect(body).not.toMatch(/<svg|<path|\sd="|data:image|base64/i);
    const reading = glyphPathReader()(body);
    expect(reading).toBe("");
    const attempt = await post({
      account,
      password: defaultTestPassword,
      captchaId: response.data.captchaId,
      captchaCode: reading,
    });
    expect(attempt.status).toBe(400);
    expect(attempt.data).toEqual({ captchaRequired: true });
  });

  it("takes as many key derivations as the answer counts: the answer is only found by working", async () => {
    const { answer, challenge } = await createCaptchaChallenge({
      work: 300,
      expiresAt: new Date(Date.now() + 60_000),
    });
    let derivations = 0;
    const solution = await solveChallenge({
      challenge,
      deriveKey: (parameters, salt, password) => {
        derivations++;
        return deriveKey(parameters, salt, password);
      },
    });
    expect(String(solution?.counter)).toBe(answer);
    expect(derivations).toBe(Number(answer) + 1);
  });

  it("refuses an answer not computed from the challenge: guessed, replayed, another's or late", async () => {
    const account = await accountAskingForCaptcha();
    const signIn = (captcha: { captchaId: string; captchaCode: string }, password: string) =>
      post({ account, password, ...captcha });

    const first = (await drawImage()).data;
    const firstAnswer = await answerOf(first.challenge);
    const guess = String((Number(firstAnswer) + 1) % (work + 1));
    const guessed = await signIn(
      { captchaId: first.captchaId, captchaCode: guess },
      defaultTestPassword,
    );
    expect(guessed.status).toBe(400);
    expect(guessed).toMatchObject({ msg: captchaWrong, data: { captchaRequired: true } });
    // Answered once, wrongly: the right answer no longer opens it.
    const afterGuess = await signIn(
      { captchaId: first.captchaId, captchaCode: firstAnswer },
      defaultTestPassword,
    );
    expect(afterGuess.msg).toBe(captchaWrong);

    const second = (await drawImage()).data;
    const secondAnswer = await answerOf(second.challenge);
    let otherAnswer = secondAnswer;
    while (otherAnswer === secondAnswer) {
      otherAnswer = await answerOf((await drawImage()).data.challenge);
    }
    const anotherChallenges = await signIn(
      { captchaId: second.captchaId, captchaCode: otherAnswer },
      defaultTestPassword,
    );
    expect(anotherChallenges.msg).toBe(captchaWrong);

    const third = (await drawImage()).data;
    const computed = { captchaId: third.captchaId, captchaCode: await answerOf(third.challenge) };
    // The computed answer passes the captcha, so the password is checked.
    const wrongPassword = await signIn(computed, "Wrong#1x");
    expect(wrongPassword.msg).toBe("Wrong account or password");
    // A failure past the captcha threshold delays the account's next attempt by 1 s.
    testApp.advance(1000);
    const replayed = await signIn(computed, defaultTestPassword);
    expect(replayed.msg).toBe(captchaWrong);

    const fourth = (await drawImage()).data;
    const late = { captchaId: fourth.captchaId, captchaCode: await answerOf(fourth.challenge) };
    testApp.advance(5 * 60 * 1000 + 1000);
    const expired = await signIn(late, defaultTestPassword);
    expect(expired.msg).toBe(captchaWrong);

    const fifth = (await drawImage()).data;
    const inTime = { captchaId: fifth.captchaId, captchaCode: await answerOf(fifth.challenge) };
    expect((await signIn(inTime, defaultTestPassword)).status).toBe(200);
  });
});
