import { Readable } from "node:stream";
import { count, eq } from "drizzle-orm";
import { addBanner } from "../modules/banner/use-cases/add-banner.ts";
import { saveBannerTranslation } from "../modules/banner/use-cases/save-banner-translation.ts";
import { addFaq } from "../modules/faq/use-cases/add-faq.ts";
import { addFaqType } from "../modules/faq/use-cases/add-faq-type.ts";
import { saveFaqTranslation } from "../modules/faq/use-cases/save-faq-translation.ts";
import { saveFaqTypeTranslation } from "../modules/faq/use-cases/save-faq-type-translation.ts";
import { addLink } from "../modules/link/use-cases/add-link.ts";
import { saveLinkTranslation } from "../modules/link/use-cases/save-link-translation.ts";
import { texts } from "../modules/text/schema.ts";
import { createText } from "../modules/text/use-cases/create-text.ts";
import { saveTextTranslation } from "../modules/text/use-cases/text-translations.ts";
import type { Database } from "../platform/db/client.ts";
import type { PublicFileStore } from "../platform/storage/storage.ts";
import { demoTexts } from "./demo-content-texts.ts";
import { englishDemoCategories, englishDemoTexts } from "./demo-content-texts-english.ts";
import { storeDemoVideo } from "./demo-videos.ts";

const day = 24 * 60 * 60 * 1000;

/** The knowledge base: each type and question in Chinese, then its English version. */
const demoFaqs: { type: [string, string]; faqs: [string, string, string, string][] }[] = [
  {
    type: ["选型与采购", "Choosing and buying"],
    faqs: [
      [
        "NB-IoT 和 Cat.1 模组怎么选？",
        "<p>数据量小、电池供电选 NB-IoT；需要语音、定位或更高速率选 Cat.1。</p>",
        "NB-IoT or Cat.1: which module should I choose?",
        "<p>Choose NB-IoT for small amounts of data on battery power; choose Cat.1 when you " +
          "need voice, positioning or higher speeds.</p>",
      ],
      [
        "如何申请样品？",
        "<p>在产品详情页点击“申请样品”，填写项目信息后提交。</p>",
        "How do I request samples?",
        '<p>Click "Request samples" on the product page, fill in your project details and ' +
          "submit.</p>",
      ],
      [
        "最小起订量是多少？",
        "<p>标准模组 MOQ 为一盘（约 1000 片），样品不受限制。</p>",
        "What is the minimum order quantity?",
        "<p>The MOQ of a standard module is one reel (about 1,000 pieces); samples have no " +
          "minimum.</p>",
      ],
    ],
  },
  {
    type: ["开发调试", "Development and debugging"],
    faqs: [
      [
        "模组不响应 AT 指令？",
        "<p>检查 PWRKEY 时序、串口波特率与电平，确认模组已开机。</p>",
        "The module does not answer AT commands?",
        "<p>Check the PWRKEY timing, the UART baud rate and voltage levels, and make sure the " +
          "module is powered on.</p>",
      ],
      [
        "如何升级固件？",
        "<p>通过 USB 口使用升级工具，或在平台侧发起 FOTA 差分升级。</p>",
        "How do I upgrade the firmware?",
        "<p>Use the upgrade tool over the USB port, or start a FOTA delta upgrade from the " +
          "platform.</p>",
      ],
      [
        "PSM 模式下如何唤醒？",
        "<p>拉低 WAKEUP 引脚或等待 TAU 周期到达。</p>",
        "How do I wake the module from PSM?",
        "<p>Pull the WAKEUP pin low, or wait for the TAU timer to expire.</p>",
      ],
    ],
  },
  {
    type: ["账号与下载", "Accounts and downloads"],
    faqs: [
      [
        "为什么有些文档不能下载？",
        "<p>部分资料需登录，固件与工具需加入白名单。</p>",
        "Why can't I download some documents?",
        "<p>Some documents need you to sign in; firmware and tools need you to be on the " +
          "whitelist.</p>",
      ],
      [
        "忘记密码怎么办？",
        "<p>在登录页点击“忘记密码”，用手机验证码重置。</p>",
        "I forgot my password. What now?",
        '<p>Click "Forgot password" on the sign-in page and reset it with a code sent to your ' +
          "phone.</p>",
      ],
    ],
  },
];

/** The carousel: each banner's title drawn in its picture, in Chinese and in English. */
const demoBanners = [
  {
    title: "5G 模组 F03X 样品申请中",
    english: "5G module F03X: samples available",
    link: "#/product",
    from: "#0b3d91",
    to: "#1677ff",
  },
  {
    title: "NB-IoT 智能抄表解决方案",
    english: "NB-IoT smart metering solution",
    link: "solution",
    from: "#0f5132",
    to: "#20c997",
  },
  {
    title: "开发者课堂：十分钟上手 M5311",
    english: "Developer class: M5311 in ten minutes",
    link: "#/schoollist",
    from: "#6f42c1",
    to: "#d63384",
  },
];

/** Footer links, each with its English name when it differs. */
const demoLinks = [
  { name: "OneNET 物联网平台", english: "OneNET IoT platform", url: "https://open.iot.10086.cn" },
  { name: "3GPP", url: "https://www.3gpp.org" },
  { name: "GSMA", url: "https://www.gsma.com" },
  {
    name: "LwM2M 规范",
    english: "LwM2M specification",
    url: "https://www.openmobilealliance.org",
  },
];

/** A banner picture drawn at seed time: a gradient with the banner's title. */
function bannerSvg({ title, from, to }: { title: string; from: string; to: string }) {
  const escaped = title.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="360" viewBox="0 0 1200 360"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1200" height="360" fill="url(#g)"/><circle cx="1040" cy="80" r="160" fill="#ffffff" opacity="0.08"/><circle cx="980" cy="320" r="110" fill="#ffffff" opacity="0.06"/><text x="80" y="200" font-family="sans-serif" font-size="56" font-weight="700" fill="#ffffff">${escaped}</text></svg>`;
}

/**
 * Illustrative content: the three solutions of the spec, a dozen articles, notices, the single
 * pages, FAQs by type, banners (their pictures drawn now into the public files) and links; the
 * school videos' files and posters copied into the public files.
 * Runs once: nothing is added when texts exist.
 */
export async function seedDemoTexts({
  db,
  publicFiles,
  now = new Date(),
}: {
  db: Database;
  publicFiles: PublicFileStore;
  now?: Date;
}): Promise<boolean> {
  const [existing] = await db.select({ total: count() }).from(texts);
  if ((existing?.total ?? 0) > 0) return false;

  const firstIds = new Map<string, number>();
  for (const { daysAgo, readCount, video, ...text } of demoTexts) {
    // A school video plays from the portal: its committed file and poster, stored now.
    const media = video ? await storeDemoVideo(publicFiles, video) : undefined;
    const id = await createText({
      db,
      now: new Date(now.getTime() - daysAgo * day),
      authorId: null,
      input: {
        status: "published",
        language: "zh-CN",
        tags: [],
        pinned: false,
        sort: 0,
        ...text,
        ...media,
      },
    });
    const english = englishDemoTexts[text.title];
    if (english) {
      await saveTextTranslation({
        db,
        now,
        input: {
          id,
          language: "en-US",
          version: 0,
          fields: {
            ...english,
            ...(text.category ? { category: englishDemoCategories[text.category] } : {}),
          },
        },
      });
    }
    if (!firstIds.has(text.type)) firstIds.set(text.type, id);
    // Some reading history, so that "popular articles" has an order.
    if (readCount) await db.update(texts).set({ readCount }).where(eq(texts.id, id));
  }
  for (const [index, { type, faqs }] of demoFaqs.entries()) {
    const [name, englishName] = type;
    const typeId = await addFaqType({ db, name, sort: index });
    await saveFaqTypeTranslation({
      db,
      now,
      input: { id: typeId, language: "en-US", version: 0, fields: { name: englishName } },
    });
    for (const [order, [question, answer, englishQuestion, englishAnswer]] of faqs.entries()) {
      const id = await addFaq({
        db,
        now,
        input: { typeId, question, answer, sort: order, status: "published" },
      });
      await saveFaqTranslation({
        db,
        now,
        input: {
          id,
          language: "en-US",
          version: 0,
          fields: { question: englishQuestion, answer: englishAnswer },
        },
      });
    }
  }
  const bannerPicture = async (banner: { title: string; from: string; to: string }) => {
    const { key } = await publicFiles.save("banners", "svg", Readable.from([bannerSvg(banner)]));
    return publicFiles.url(key);
  };
  for (const [index, banner] of demoBanners.entries()) {
    const id = await addBanner({
      db,
      input: {
        title: banner.title,
        image: await bannerPicture(banner),
        link:
          banner.link === "solution"
            ? `#/solution/detail/${firstIds.get("solution")}`
            : banner.link,
        sort: index,
        enabled: true,
        startsAt: null,
        endsAt: null,
      },
    });
    const english = { ...banner, title: banner.english };
    await saveBannerTranslation({
      db,
      now,
      input: {
        id,
        language: "en-US",
        version: 0,
        fields: { title: english.title, image: await bannerPicture(english) },
      },
    });
  }
  for (const [index, { english, ...link }] of demoLinks.entries()) {
    const id = await addLink({ db, ...link, sort: index });
    if (english) {
      await saveLinkTranslation({
        db,
        now,
        input: { id, language: "en-US", version: 0, fields: { name: english } },
      });
    }
  }
  return true;
}
