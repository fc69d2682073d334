import { randomBytes } from "node:crypto";
import {
  type BoardInput,
  boardInput,
  builtInParameters,
  parameterValueSchema,
  publishPostInput,
  sendReplyInput,
} from "@portal/shared";
import { count, eq, inArray } from "drizzle-orm";
import { forumBoards } from "../modules/forum/schema.ts";
import { adoptReply } from "../modules/forum/use-cases/adopt-reply.ts";
import { createBoard } from "../modules/forum/use-cases/create-board.ts";
import { publishPost } from "../modules/forum/use-cases/publish-post.ts";
import { saveBoardTranslation } from "../modules/forum/use-cases/save-board-translation.ts";
import { sendReply } from "../modules/forum/use-cases/send-reply.ts";
import { votePost } from "../modules/forum/use-cases/vote-post.ts";
import { loadParameterValues } from "../modules/parameter/use-cases/load-parameter-values.ts";
import {
  type PointsRuleSettings,
  readPointsRuleSettings,
} from "../modules/points/use-cases/award-rule-points.ts";
import { users } from "../modules/user/schema.ts";
import { createUser } from "../modules/user/use-cases/create-user.ts";
import type { AuthContext } from "../platform/auth/auth-plugin.ts";
import type { Database } from "../platform/db/client.ts";
import { inTransaction } from "../platform/db/transaction.ts";
import type { SeedContext } from "./seed-context.ts";

/** Forum members besides the demo members of demo.ts; one of them a certified engineer. */
const forumMembers = [
  {
    phone: "13900000004",
    nickname: "模组FAE陈工",
    company: "示例模组技术支持中心",
    isEngineer: true,
  },
  {
    phone: "13900000005",
    nickname: "Taipei_Maker",
    company: "示範物聯網工作室",
    isEngineer: false,
  },
  {
    phone: "13900000006",
    nickname: "EdgeDev_Tom",
    company: "Demo Edge Devices Inc.",
    isEngineer: false,
  },
];

/** Who writes, by nickname: the demo members of demo.ts and the forum's own. */
type Writer = "老王" | "Lee" | "小张" | "陈工" | "Taipei" | "Tom";
const writerNicknames: Record<Writer, string> = {
  老王: "NB-IoT老王",
  Lee: "CatOne_Lee",
  小张: "物联小张",
  陈工: "模组FAE陈工",
  Taipei: "Taipei_Maker",
  Tom: "EdgeDev_Tom",
};

/** The question template every demo board asks for, as the example has it. */
const questionTemplate: BoardInput["template"] = [
  { key: "model", label: "模组型号", labelEn: "Module model", kind: "text", required: true },
  {
    key: "firmware",
    label: "固件版本",
    labelEn: "Firmware version",
    kind: "text",
    required: false,
  },
  {
    key: "tried",
    label: "已尝试的方法",
    labelEn: "What was tried",
    kind: "textarea",
    required: false,
  },
  { key: "log", label: "日志片段", labelEn: "Log excerpt", kind: "textarea", required: false },
];

/** The boards in Simplified Chinese, each with its English version (readers in zh-TW get it converted). */
const demoBoards = [
  {
    key: "nbiot",
    name: "2G / NB-IoT",
    description: "NB-IoT 与 2G 模组：注网、PSM/eDRX 功耗、OneNET 接入",
    english: {
      name: "2G / NB-IoT",
      description: "NB-IoT and 2G modules: registration, PSM/eDRX power, OneNET access",
    },
  },
  {
    key: "cat1",
    name: "LTE Cat.1",
    description: "Cat.1 模组：拨号上网、MQTT/HTTP、固件升级",
    english: {
      name: "LTE Cat.1",
      description: "Cat.1 modules: dial-up, MQTT/HTTP, firmware upgrades",
    },
  },
  {
    key: "5g",
    name: "5G 模组",
    description: "5G 模组：SA/NSA 附着、网卡驱动、吞吐与散热",
    english: {
      name: "5G modules",
      description: "5G modules: SA/NSA attach, network drivers, throughput and heat",
    },
  },
  {
    key: "boards",
    name: "开发板",
    description: "评估板与开发套件：驱动安装、跳线、调试串口",
    english: {
      name: "Development boards",
      description: "Evaluation boards and kits: drivers, jumpers, debug UART",
    },
  },
] as const;

type DemoReply = {
  key?: string;
  by: Writer;
  hoursLater: number;
  /** The key of the reply this one answers (one level of threading). */
  to?: string;
  content: string;
};

type DemoQuestion = {
  board: (typeof demoBoards)[number]["key"];
  by: Writer;
  daysAgo: number;
  title: string;
  content: string;
  template: Record<string, string>;
  tags: string[];
  reward?: number;
  replies: DemoReply[];
  /** The reply the author adopts (its bounty, if any, is paid). */
  adopt?: string;
  likedBy?: Writer[];
};

const demoQuestions: DemoQuestion[] = [
  {
    board: "nbiot",
    by: "小张",
    daysAgo: 3,
    title: "M5310A 一直不注网，AT+CEREG? 返回 0,2",
    content:
      "<p>电表项目用的 M5310A，上电后等了十多分钟，<code>AT+CEREG?</code> 一直返回 <code>+CEREG: 0,2</code>，<code>AT+CGATT?</code> 返回 0。</p><p>SIM 卡是移动的物联网卡，已经确认开通了 NB-IoT 业务。请问还需要检查哪些地方？</p>",
    template: {
      model: "M5310A",
      firmware: "M5310A_V1.2.3",
      tried: "换过一张卡；AT+CFUN=0/1 重启射频；重新上电",
      log: "+CEREG: 0,2\r\n+CSQ: 14,99\r\nOK",
    },
    tags: ["注网", "NB-IoT"],
    reward: 50,
    replies: [
      {
        key: "band",
        by: "老王",
        hoursLater: 2,
        content:
          "<p>0,2 是正在搜网。先用 <code>AT+NBAND?</code> 看看频段，移动一般是 B8，有些老固件默认只开了 B5。</p>",
      },
      {
        key: "answer",
        by: "陈工",
        hoursLater: 5,
        content:
          '<p>信号 14 不差，卡在 0,2 多半是频段或 APN 不匹配：</p><ol><li><code>AT+CFUN=0</code></li><li><code>AT+NBAND=8</code>（移动 B8）</li><li><code>AT+CGDCONT=1,"IP","cmnbiot"</code></li><li><code>AT+CFUN=1</code>，一两分钟后再查 <code>AT+CEREG?</code>，应为 0,1。</li></ol><p>另外 V1.2.3 之前的固件有一个扰码问题，建议同时升级到最新固件。</p>',
      },
      {
        by: "小张",
        to: "answer",
        hoursLater: 7,
        content: "<p>按这个步骤设成 B8 之后马上就注册上了，谢谢陈工！</p>",
      },
    ],
    adopt: "answer",
    likedBy: ["Lee", "Tom", "Taipei"],
  },
  {
    board: "nbiot",
    by: "Tom",
    daysAgo: 2,
    title: "AT+CSQ always answers 99,99 on M5311",
    content:
      "<p>Our M5311 board answers <code>+CSQ: 99,99</code> forever, even next to a window. The antenna is a 50 ohm FPC antenna on a u.FL connector.</p><p>Is 99,99 a hardware problem or can it be the SIM?</p>",
    template: {
      model: "M5311",
      firmware: "M5311_V2.0.1",
      tried: "Another SIM card, another antenna, AT+CFUN=1",
      log: "AT+CSQ\r\n+CSQ: 99,99\r\nOK\r\nAT+CEREG?\r\n+CEREG: 0,0",
    },
    tags: ["AT+CSQ", "antenna"],
    replies: [
      {
        by: "陈工",
        hoursLater: 3,
        content:
          "<p>99,99 means the radio has no measurement yet. With <code>+CEREG: 0,0</code> the module is not even searching: check <code>AT+CFUN?</code> (it must be 1) and that the SIM is read (<code>AT+CIMI</code>). If both are fine, measure the RF trace: a missing 0 ohm resistor in the matching network gives exactly this.</p>",
      },
      {
        by: "Lee",
        hoursLater: 20,
        content:
          "<p>We had the same on a prototype: the matching network was populated with a capacitor in the series position. Worth checking the BOM.</p>",
      },
    ],
    likedBy: ["小张"],
  },
  {
    board: "nbiot",
    by: "Taipei",
    daysAgo: 1,
    title: "M5311 PSM 模式電流偏高，量到 180 uA",
    content:
      "<p>用 <code>AT+CPSMS=1</code> 開了 PSM，模組進入 PSM 後用電源分析儀量到約 180 uA，規格書寫的是 3 uA 左右。</p><p>UART 還接著 MCU，請問這樣會有影響嗎？</p>",
    template: {
      model: "M5311",
      firmware: "M5311_V2.0.1",
      tried: "關閉 eDRX；拔掉 USB 轉串口",
      log: '+CPSMS: 1,,,"00100001","00000101"',
    },
    tags: ["PSM", "功耗"],
    reward: 30,
    replies: [
      {
        by: "Lee",
        hoursLater: 4,
        content: "<p>請問 MCU 那邊的 UART 腳在模組休眠時是輸出高電平嗎？</p>",
      },
      {
        by: "老王",
        hoursLater: 6,
        content:
          "<p>180 uA 多半是 MCU 的 TX 高电平通过模组 RXD 倒灌。模组进 PSM 前把 MCU 的 UART 引脚设成输入或拉低，再量一次；另外确认 <code>AT+CPSMS?</code> 返回的 T3412/T3324 已生效。</p>",
      },
    ],
    likedBy: ["小张", "Tom"],
  },
  {
    board: "nbiot",
    by: "小张",
    daysAgo: 9,
    title: "MN316 接入 OneNET 平台 LwM2M 注册失败",
    content:
      "<p>MN316 按照手册用 <code>AT+MIPLCREATE</code> 创建实例后 <code>AT+MIPLOPEN</code>，一直返回事件 <code>+MIPLEVENT: 0,7</code>，平台上设备显示离线。</p>",
    template: { model: "MN316", firmware: "MN316_V1.0.8", tried: "确认 IMEI 已在平台登记" },
    tags: ["OneNET", "LwM2M"],
    replies: [
      {
        by: "陈工",
        hoursLater: 1,
        content:
          "<p>事件 7 是注册失败，常见原因是平台上登记的 IMSI 与卡不一致。用 <code>AT+CIMI</code> 查一下卡的 IMSI，再对比平台设备信息；另外 bootstrap 服务器地址要用 <code>183.230.40.39:5683</code>。</p>",
      },
    ],
  },
  {
    board: "cat1",
    by: "小张",
    daysAgo: 4,
    title: "ML302 PPP 拨号失败，pppd 返回 NO CARRIER",
    content:
      "<p>Linux 网关上用 pppd 通过 ML302 拨号，chat 脚本里 <code>ATD*99#</code> 之后返回 <code>NO CARRIER</code>，pppd 退出码 16。</p><p>同一张卡插在手机上可以上网。</p>",
    template: {
      model: "ML302",
      firmware: "ML302_V3.1.0",
      tried: "AT+CGDCONT 设置 APN 为 cmnet；AT+CGATT? 返回 1",
      log: "ATD*99#\r\nNO CARRIER\r\nModem hangup",
    },
    tags: ["PPP", "Linux"],
    replies: [
      {
        by: "Lee",
        hoursLater: 3,
        content:
          "<p>Are you dialling on the AT port or the modem port? On ML302 the PPP data must go through the USB modem interface (usually /dev/ttyUSB2).</p>",
      },
      {
        by: "陈工",
        hoursLater: 5,
        content:
          '<p>补充一下：拨号前先 <code>AT+CGDCONT=1,"IP","cmnet"</code> 并确认 <code>AT+CEREG?</code> 为 0,1；chat 脚本里不要再发 <code>AT+CFUN=1</code>，否则会重新附着导致 NO CARRIER。</p>',
      },
    ],
    likedBy: ["Tom"],
  },
  {
    board: "cat1",
    by: "Lee",
    daysAgo: 5,
    title: "ML307R: MQTT connection drops every few minutes",
    content:
      '<p>Using the built-in MQTT stack of the ML307R (<code>AT+MQTTCONN</code>) the connection to our broker drops every 3 to 5 minutes with <code>+MQTTURC: "conn",0,1</code>. Keep-alive is 60 s.</p>',
    template: { model: "ML307R", firmware: "ML307R_V1.3.2", tried: "Keep-alive 30 s and 120 s" },
    tags: ["MQTT"],
    replies: [
      {
        by: "Tom",
        hoursLater: 8,
        content:
          "<p>Some operators drop idle NAT sessions after about 3 minutes. Try a keep-alive of 50 s or less.</p>",
      },
      {
        by: "陈工",
        hoursLater: 10,
        content:
          '<p>Tom is right about the NAT timeout. Also update to V1.3.5: it fixes a reconnect issue when the PINGRESP arrives late. Set the keep-alive with <code>AT+MQTTCFG="keepalive",0,45</code>.</p>',
      },
    ],
  },
  {
    board: "cat1",
    by: "Taipei",
    daysAgo: 6,
    title: "ML307A 如何設定專網 APN 與帳號密碼",
    content:
      "<p>客戶使用專網卡，需要設定 APN、使用者名稱與密碼。請問 ML307A 要用哪個 AT 指令，設定後需要重新開機嗎？</p>",
    template: { model: "ML307A", firmware: "ML307A_V1.1.0" },
    tags: ["APN"],
    replies: [
      {
        by: "陈工",
        hoursLater: 2,
        content:
          '<p>先 <code>AT+CGDCONT=1,"IP","your.apn"</code>，再用 <code>AT+MGAUTH=1,1,"user","password"</code>（1 为 PAP），最后 <code>AT+CFUN=0</code> 与 <code>AT+CFUN=1</code> 重新附着即可，不需要重启模组。</p>',
      },
    ],
  },
  {
    board: "5g",
    by: "Tom",
    daysAgo: 2,
    title: "F03X 5G SA attach rejected with cause 15, NSA works",
    content:
      "<p>Our F03X attaches fine in NSA, but as soon as we force SA with <code>AT+MODEMMODE</code> the network rejects the registration with cause 15 (no suitable cells in tracking area).</p>",
    template: {
      model: "F03X",
      firmware: "F03X_R01A05",
      tried: "Another SIM with 5G SA subscription; bands n41/n78 only",
      log: '+C5GREG: 0,3\r\n+CEER: "5GMM cause 15"',
    },
    tags: ["5G", "SA"],
    replies: [
      {
        by: "陈工",
        hoursLater: 4,
        content:
          "<p>Cause 15 in SA usually means the SIM has no SA subscription on that network, or the band lock excludes the SA band used there (often n28 or n79). Remove the band lock with <code>AT+NRBAND=0</code> and check <code>AT+C5GREG=2</code> for the TAC the module sees.</p>",
      },
    ],
    likedBy: ["Lee", "小张"],
  },
  {
    board: "5g",
    by: "Lee",
    daysAgo: 12,
    title: "F03X 在 Linux 下 ECM 拨号后获取不到 IP",
    content:
      "<p>F03X 接在 Ubuntu 22.04 上，<code>AT+GTRNDIS=1,1</code> 之后 usb0 网卡出现了，但 dhclient 一直拿不到地址。</p>",
    template: { model: "F03X", firmware: "F03X_R01A05", tried: "dhclient -v usb0" },
    tags: ["Linux", "ECM"],
    replies: [
      {
        by: "老王",
        hoursLater: 6,
        content:
          '<p>先确认 <code>AT+GTRNDIS?</code> 返回的是 1,1,"10.x.x.x"，说明数据链路已经起来；如果内核是 5.15，需要加载 cdc_ether 而不是 rndis_host。</p>',
      },
    ],
  },
  {
    board: "boards",
    by: "小张",
    daysAgo: 1,
    title: "开发板在 Windows 11 上 USB 驱动无法识别",
    content:
      "<p>OneMO 开发板插到 Windows 11 电脑上，设备管理器里显示未知设备带黄色感叹号，装了资料包里的驱动还是不行。Windows 10 电脑上正常。</p>",
    template: {
      model: "ML307R-DL 开发板",
      firmware: "-",
      tried: "换 USB 线；以管理员身份安装驱动；关闭驱动签名强制",
    },
    tags: ["USB", "Windows 11"],
    replies: [
      {
        key: "driver",
        by: "陈工",
        hoursLater: 1,
        content:
          "<p>资料包里的旧驱动没有 Windows 11 需要的签名。请在下载中心下载 USB 驱动 V1.0.12 及以上，卸载旧设备（勾选删除驱动程序）后重新插拔。</p>",
      },
      {
        by: "Taipei",
        to: "driver",
        hoursLater: 3,
        content: "<p>補充：安裝新版驅動後記得重新開機，我這邊不重開 COM 埠不會出現。</p>",
      },
    ],
    likedBy: ["Tom", "Lee", "Taipei", "老王"],
  },
  {
    board: "boards",
    by: "Tom",
    daysAgo: 8,
    title: "OneMO EVB: which jumpers for the debug UART?",
    content:
      "<p>I want to read the module's debug log on the EVB while my MCU uses the main UART. Which jumpers select the debug UART on the USB bridge?</p>",
    template: { model: "OneMO EVB", firmware: "-" },
    tags: ["EVB", "UART"],
    replies: [
      {
        by: "Lee",
        hoursLater: 5,
        content:
          "<p>On our board (rev B) J5 routes DBG_TXD/DBG_RXD to the second channel of the USB bridge; remove J3 so the main UART goes to the pin header for your MCU.</p>",
      },
    ],
  },
  {
    board: "boards",
    by: "Taipei",
    daysAgo: 4,
    title: "ML307R-DL 開發板 GNSS 冷啟動要好幾分鐘",
    content:
      "<p>開發板接上附贈的主動天線，在戶外冷啟動定位要 3 到 5 分鐘，請問這樣正常嗎？有沒有辦法加快？</p>",
    template: { model: "ML307R-DL", firmware: "ML307R_V1.3.2", tried: "換到空曠的頂樓測試" },
    tags: ["GNSS"],
    replies: [
      {
        by: "老王",
        hoursLater: 9,
        content:
          "<p>没有辅助数据时冷启动 30 秒到 1 分钟比较正常，3 到 5 分钟偏慢。可以打开 AGNSS（<code>AT+MGNSSAGPS=1</code>），并确认天线供电跳线已经接上。</p>",
      },
    ],
  },
];

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;

/** The points rules as the settings read them (stored values, or the built-in defaults). */
async function pointsRulesOf(db: Database): Promise<PointsRuleSettings> {
  const stored = await loadParameterValues({ db });
  return readPointsRuleSettings(async (key) => {
    const parsed = parameterValueSchema("number", key).safeParse(stored.get(key));
    return (parsed.success ? parsed.data : builtInParameters[key].defaultValue) as never;
  });
}

/** A member acting as themselves (no staff permission): what the use cases receive from a request. */
function memberContext(userId: number, name: string): AuthContext {
  return { userId, name, sessionId: 0, permissions: new Set() };
}

/**
 * The demo forum: four boards with the question template, a dozen questions in Simplified
 * Chinese, English and Traditional Chinese with replies from members and a certified engineer,
 * one answer adopted (its bounty paid) and one bounty still held. Written through the forum's
 * use cases (search tokens, counters, activity and the points ledger as a member's post makes
 * them); posts are published as exempt so the new-account queue and limits do not hold them.
 * Answers false when the forum already has boards.
 */
export async function seedDemoForum(ctx: SeedContext, now = new Date()): Promise<boolean> {
  // One transaction (each use case a savepoint in it): the forum appears whole or not at all,
  // and PGlite commits once instead of some sixty times, which keeps the start quick.
  return inTransaction(ctx.db, async (db) => {
    const [existing] = await db.select({ total: count() }).from(forumBoards);
    if ((existing?.total ?? 0) > 0) return false;

    for (const member of forumMembers) {
      const [taken] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.phone, member.phone));
      if (taken) continue;
      await createUser({
        db,
        ...member,
        password: `${randomBytes(12).toString("base64url")}#9`,
        roleKeys: ["user"],
      });
    }
    const writerRows = await db
      .select({ id: users.id, nickname: users.nickname })
      .from(users)
      .where(inArray(users.nickname, Object.values(writerNicknames)));
    const idByNickname = new Map(writerRows.map((row) => [row.nickname, row.id]));
    const writer = (who: Writer): AuthContext | undefined => {
      const id = idByNickname.get(writerNicknames[who]);
      return id === undefined ? undefined : memberContext(id, writerNicknames[who]);
    };

    // Boards are a staff write, recorded in the audit log as the administrator's.
    const [administrator] = await db
      .select({ id: users.id, nickname: users.nickname })
      .from(users)
      .where(eq(users.phone, ctx.config.admin.phone));
    const staff = administrator
      ? { userId: administrator.id, name: administrator.nickname ?? ctx.config.admin.phone }
      : writer("陈工");
    if (!staff) return false;
    const boardIds = new Map<string, number>();
    for (const [sort, board] of demoBoards.entries()) {
      const { key, english, ...words } = board;
      const input = boardInput.parse({ ...words, sort, template: questionTemplate });
      const id = await createBoard({ db, now, actor: staff, input });
      await saveBoardTranslation({
        db,
        now,
        input: { id, language: "en-US", version: 0, fields: english },
      });
      boardIds.set(key, id);
    }

    const pointsRules = await pointsRulesOf(db);
    // Oldest first, so ids follow the order they were asked in.
    const questions = [...demoQuestions].sort((a, b) => b.daysAgo - a.daysAgo);
    for (const question of questions) {
      const author = writer(question.by);
      const boardId = boardIds.get(question.board);
      if (!author || boardId === undefined) continue;
      const askedAt = new Date(now.getTime() - question.daysAgo * dayMs);
      const post = await publishPost({
        db,
        now: askedAt,
        authorId: author.userId,
        exempt: true,
        input: publishPostInput.parse({
          topicId: boardId,
          title: question.title,
          content: question.content,
          reward: question.reward ?? 0,
          tags: question.tags,
          templateAnswers: question.template,
        }),
        sensitiveWords: [],
        pointsRules,
      });
      const replyIds = new Map<string, number>();
      for (const reply of question.replies) {
        const replier = writer(reply.by);
        if (!replier) continue;
        const parentId = reply.to === undefined ? undefined : replyIds.get(reply.to);
        const sent = await sendReply({
          db,
          now: new Date(askedAt.getTime() + reply.hoursLater * hourMs),
          author: replier,
          input: sendReplyInput.parse({ postId: post.id, content: reply.content, parentId }),
          sensitiveWords: [],
          pointsRules,
        });
        if (reply.key) replyIds.set(reply.key, sent.id);
      }
      const adopted = question.adopt === undefined ? undefined : replyIds.get(question.adopt);
      if (adopted !== undefined) {
        await adoptReply({
          db,
          now: new Date(askedAt.getTime() + 8 * hourMs),
          actor: author,
          postId: post.id,
          replyId: adopted,
          pointsRules,
        });
      }
      for (const [index, liker] of (question.likedBy ?? []).entries()) {
        const member = writer(liker);
        if (!member) continue;
        await votePost({
          db,
          now: new Date(askedAt.getTime() + (index + 1) * hourMs),
          userId: member.userId,
          postId: post.id,
          value: 1,
        });
      }
    }
    return true;
  });
}
