import type { MessageRow } from "@portal/shared";
import { messageKinds } from "@portal/shared";
import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { enUSBundle } from "../../i18n/languages/en-US.ts";
import { zhCNBundle } from "../../i18n/languages/zh-CN.ts";
import { noticeText } from "./notice-text.ts";

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    resources: {
      "en-US": { translation: enUSBundle.texts },
      "zh-CN": { translation: zhCNBundle.texts },
    },
    lng: "en-US",
    fallbackLng: false,
    interpolation: { escapeValue: false },
  });
});

const notice = (
  kind: MessageRow["kind"],
  params: MessageRow["params"],
  actor: MessageRow["actor"] = null,
) => ({ kind, params, actor });

describe("noticeText", () => {
  it("renders a kind's text with its params and the actor's nickname", () => {
    const t = i18n.getFixedT("en-US");
    expect(noticeText(t, notice("reply", { title: "AT+CSQ 99" }, { id: 3, nickname: "Wu" }))).toBe(
      "Wu replied to your post “AT+CSQ 99”",
    );
    expect(noticeText(t, notice("bounty_paid", { title: "PSM", points: 50 }))).toBe(
      "Your answer in “PSM” earned a bounty of 50 points",
    );
    expect(noticeText(t, notice("bounty_refunded", { title: "PSM", amount: 20 }))).toBe(
      "The 20-point bounty on “PSM” was returned to you",
    );
  });

  it("renders the same notice in the reader's language", () => {
    const t = i18n.getFixedT("zh-CN");
    expect(
      noticeText(t, notice("adoption", { title: "NB 注网" }, { id: 3, nickname: "吴工" })),
    ).toBe("吴工 采纳了你在「NB 注网」中的回答");
  });

  it("names the moderation action and the reason", () => {
    const t = i18n.getFixedT("en-US");
    expect(
      noticeText(t, notice("moderation", { title: "Ads", action: "lock", reason: "Off topic" })),
    ).toBe("A moderator acted on “Ads”: locked. Reason: Off topic");
    // An action the texts do not know yet reads as its name, not as a key.
    expect(noticeText(t, notice("moderation", { title: "Ads", action: "archive" }))).toBe(
      "A moderator acted on “Ads”: archive",
    );
  });

  it("says who when the actor has no nickname, and nothing for a missing param", () => {
    const t = i18n.getFixedT("en-US");
    expect(noticeText(t, notice("like", {}, { id: 9, nickname: "" }))).toBe(
      "A member liked your contribution in “”",
    );
  });

  it("says a version's change note after the text", () => {
    const t = i18n.getFixedT("en-US");
    expect(
      noticeText(
        t,
        notice("subscribed_document", {
          title: "M5311 datasheet",
          version: "V1.2",
          note: "New PSM timings",
        }),
      ),
    ).toBe(
      "“M5311 datasheet”, which you subscribe to, has a new version V1.2. What changed: New PSM timings",
    );
    expect(noticeText(t, notice("subscribed_document", { title: "D", version: "V2" }))).toBe(
      "“D”, which you subscribe to, has a new version V2",
    );
  });

  it("has a text for every kind in every language, with no placeholder left", () => {
    for (const language of ["en-US", "zh-CN"]) {
      const t = i18n.getFixedT(language);
      for (const kind of messageKinds) {
        const text = noticeText(
          t,
          notice(kind, {
            title: "T",
            points: 5,
            posts: 3,
            medal: "M",
            text: "Hello",
            action: "top",
            reason: "R",
            carrier: "SF",
            trackingNumber: "SF1",
            product: "M5311",
            version: "V1.2",
          }),
        );
        expect(text, `${language} ${kind}`).not.toMatch(/\{\{|message\.kinds/);
      }
    }
  });
});
