import { randomInt, randomUUID } from "node:crypto";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type ChatAck, chatEvents, chatIdHeader } from "@portal/shared";
import { inArray, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatMessageRecords } from "./modules/chat/schema.ts";
import { faqTypes } from "./modules/faq/schema.ts";
import { type DatabaseConnection, openDatabase } from "./platform/db/client.ts";
import { multipart } from "./test-support/api-client.ts";
import { type Balancer, instanceHeader, startBalancer } from "./test-support/balancer.ts";
import {
  anonymousId,
  connectChat,
  openedVisitor,
  textMessage,
  until,
} from "./test-support/chat-sockets.ts";
import { samplePdf } from "./test-support/factories/document.ts";
import { acknowledged, type HttpApi, httpApi } from "./test-support/http-client.ts";
import { requireService } from "./test-support/requirements.ts";
import { requireTestBucket, s3StorageSettings } from "./test-support/s3-bucket.ts";
import {
  latestSmsCode,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from "./test-support/server-process.ts";
import { createScratchDatabase } from "./test-support/test-database.ts";

// Two real server processes on one PostgreSQL database, one Redis and one bucket, behind HAProxy,
// as a deployment on several machines runs them. Each instance has a data folder of its own
// (only its SMS outbox lands there): nothing may depend on a folder they share. Requests go
// through the balancer; a test that needs "through one, then through the other" asks the
// balancer for an instance by name (X-Portal-Instance) and checks who answered (X-Served-By).

const onPostgres = process.env.TEST_DB === "postgres";
const what = "two server processes behind HAProxy";

if (!onPostgres) {
  console.warn(
    [
      "",
      "!".repeat(78),
      `!!  SKIPPED here: ${what} (they share a PostgreSQL server, so they run in the`,
      "!!  PostgreSQL run of `npm test`, TEST_DB=postgres, which .ci/run makes).",
      "!".repeat(78),
      "",
    ].join("\n"),
  );
}

const services = onPostgres
  ? {
      databaseUrl: requireService("TEST_DATABASE_URL", what),
      redisUrl: requireService("TEST_REDIS_URL", what),
      haproxyPath: requireService("TEST_HAPROXY", what),
      bucket: requireTestBucket(what),
    }
  : undefined;
const runnable = Boolean(
  services?.databaseUrl && services.redisUrl && services.haproxyPath && services.bucket,
);

/** What the balancer checks before it sends an instance traffic. */
const readinessPath = "/api/health/ready";
const instanceNames = ["a", "b"] as const;
type InstanceName = (typeof instanceNames)[number];
const administrator = { account: "13800000000", password: "Staff#Portal-9731" };
const memberPassword = "Module#2026x";

/** A client address of this run's own: limits per address live in Redis past this run. */
const randomAddress = () => `198.18.${randomInt(256)}.${randomInt(1, 255)}`;

/**
 * "At once" across processes: the other instance hears of a write over Redis a moment after
 * the writer answered, so the change must show within a second, well inside the caches' time
 * limits (the catalogue's 10 s, the parameters' 5 s) that it would otherwise wait for.
 */
const shownWithin = (check: () => Promise<boolean>, what: string) => until(check, what, 1000);

/** Waits until the next `windowMs` window has at least `marginMs` left, so counts share one. */
async function withinOneWindow(windowMs: number, marginMs: number) {
  const left = windowMs - (Date.now() % windowMs);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

describe.skipIf(!runnable)(what, () => {
  let folder: string;
  let dropDatabase: () => Promise<void>;
  let database: DatabaseConnection;
  const instances = new Map<InstanceName, ServerProcess & { dataDir: string }>();
  let balancer: Balancer;
  let anybody: HttpApi;
  let staffToken: string;
  let staff: HttpApi;

  beforeAll(async () => {
    if (!services?.databaseUrl || !services.redisUrl || !services.haproxyPath || !services.bucket) {
      throw new Error("unreachable: the suite is skipped without its services");
    }
    folder = await mkdtemp(path.join(tmpdir(), "portal-balancer-"));
    const scratch = await createScratchDatabase(services.databaseUrl);
    dropDatabase = scratch.drop;
    // A Redis database of this run's own: counts of user ids that other files' databases
    // reuse must not add up with these.
    const redisUrl = new URL(services.redisUrl);
    redisUrl.pathname = `/${randomInt(1, 16)}`;
    const environment = {
      DATABASE_URL: scratch.url,
      REDIS_URL: redisUrl.toString(),
      ...s3StorageSettings(services.bucket),
      TRUST_PROXY: "loopback",
      // Every request of this file comes from loopback, the staff writes of the last test
      // included: the per-address API limit must not be what answers them.
      RATE_LIMIT_PER_MINUTE: "100000",
      // A day's window, which a test run all but never straddles (a minute's often would).
      MEMBER_WRITES_PER_DAY: "3",
      CHAT_UPLOADS_PER_VISITOR_PER_DAY: "2",
    };
    // One after the other: two instances starting together on an empty database both apply
    // the migrations, and one of them stops on the other's tables (no lock around migrate and
    // seed in main.ts yet); compose.yaml orders them the same way.
    for (const name of instanceNames) {
      const dataDir = path.join(folder, `instance-${name}`);
      await mkdir(dataDir);
      const server = await startServerProcess({ dataDir, environment, readyPath: readinessPath });
      instances.set(name, Object.assign(server, { dataDir }));
    }
    balancer = await startBalancer({
      haproxyPath: services.haproxyPath,
      folder,
      instances: [...instances].map(([name, server]) => ({ name, port: server.port })),
      healthPath: readinessPath,
    });
    database = await openDatabase({ databaseUrl: scratch.url, dataDir: "" });
    // Counts kept in Redis by user id outlive this run (a day's, for members' writes): this
    // run's members get ids no other run's scratch database hands out.
    await database.db.execute(
      sql`select setval(pg_get_serial_sequence('users', 'id'), ${randomInt(1_000_000, 2_000_000_000)})`,
    );
    anybody = httpApi(balancer.url).language("en-US");
    const signedIn = acknowledged(
      await anybody.post("/api/user/gylad", administrator),
      "the administrator's sign-in",
    );
    staffToken = signedIn.token;
    staff = anybody.as(staffToken);
  }, 180_000);

  afterAll(async () => {
    await balancer?.stop();
    // Killed: a drain (tested on its own) would hold the teardown for the balancer's notice.
    await Promise.all(
      [...instances.values()].map((server) => stopServerProcess(server, "SIGKILL")),
    );
    await database?.close();
    await dropDatabase?.();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  function dataDirOf(name: InstanceName) {
    const server = instances.get(name);
    if (!server) throw new Error(`no instance ${name}`);
    return server.dataDir;
  }

  /** Registers a member with a code asked through one instance and used through the other. */
  async function registeredMember(nickname: string) {
    const phone = `137${String(randomInt(0, 100_000_000)).padStart(8, "0")}`;
    const from = anybody.from(randomAddress());
    const sent = await from.on("a").post("/api/validate/sendCodeRegister", { phone });
    acknowledged(sent, "sending the code");
    expect(sent.servedBy).toBe("a");
    const code = await latestSmsCode(dataDirOf("a"), phone);
    const registered = await from
      .on("b")
      .post("/api/user/register", { phone, code, password: memberPassword, nickname });
    acknowledged(registered, "registering");
    expect(registered.servedBy).toBe("b");
    return phone;
  }

  async function signIn(account: string, on: InstanceName) {
    const answer = await anybody
      .on(on)
      .post("/api/user/logincom", { account, password: memberPassword });
    expect(answer.servedBy).toBe(on);
    return acknowledged(answer, "signing in").token as string;
  }

  it("spreads requests over both instances in turn and names the one that answered", async () => {
    const servedBy = [];
    for (let request = 0; request < 4; request++) {
      const answer = await anybody.get("/api/health");
      expect(answer.status).toBe(200);
      servedBy.push(answer.servedBy);
    }
    expect(new Set(servedBy)).toEqual(new Set(instanceNames));
    expect(servedBy[0]).not.toBe(servedBy[1]);
    expect(servedBy[2]).toBe(servedBy[0]);
  });

  it("knows on one instance a member who registered and signed in through the other, and ends the session on both", async () => {
    const phone = await registeredMember("Member on two");
    const token = await signIn(phone, "a");
    const known = await anybody.as(token).on("b").get("/api/user/getUserId");
    expect(known.servedBy).toBe("b");
    expect(acknowledged(known, "who am I").user.nickname).toBe("Member on two");

    acknowledged(await anybody.as(token).on("b").post("/api/user/logout"), "signing out");
    const afterLogout = await anybody.as(token).on("a").get("/api/user/getUserId");
    expect(afterLogout.servedBy).toBe("a");
    expect(afterLogout.status).toBe(401);
  });

  it("downloads through one instance a file uploaded through the other", async () => {
    // A chat file: kept in the bucket's private folder, streamed by either instance to the
    // visitor presenting its conversation's id, and to nobody else.
    const visitor = await openedVisitor(balancer.url, { language: "en-US" }, "Visitor 5120", {
      headers: { [instanceHeader]: "a", "x-forwarded-for": randomAddress() },
    });
    const log = Buffer.from("AT+CSQ\r\n+CSQ: 23,99\r\nOK\r\n");
    try {
      const uploaded = await anybody
        .on("a")
        .post(
          "/api/im/upload",
          multipart({ file: { name: "modem.log", bytes: log, type: "text/plain" } }),
          { kind: "file", clientChatId: visitor.clientChatId },
        );
      expect(uploaded.servedBy).toBe("a");
      const { content } = acknowledged(uploaded, "the chat upload");
      // The file's address, with the name and size the message carries after it.
      const address: string = content;
      const served = await httpApi(balancer.url, { [chatIdHeader]: visitor.clientChatId })
        .on("b")
        .get(address);
      expect({ status: served.status, servedBy: served.servedBy }).toEqual({
        status: 200,
        servedBy: "b",
      });
      expect(served.bytes.equals(log)).toBe(true);
      const refused = await anybody.on("b").get(address);
      expect({ status: refused.status, servedBy: refused.servedBy }).toEqual({
        status: 403,
        servedBy: "b",
      });
    } finally {
      visitor.close();
    }

    // A protected file: a document for signed-in members, streamed through the access check.
    const pdf = Buffer.from(await samplePdf("Balanced datasheet"));
    const added = await staff.on("a").post(
      "/api/document/addProductDocument",
      multipart({
        name: "Balanced datasheet",
        type: "datasheet",
        version: "V1.0",
        accessLevel: "user",
        language: "en-US",
        file: { name: "balanced.pdf", bytes: pdf, type: "application/pdf" },
      }),
    );
    expect(added.servedBy).toBe("a");
    const { id } = acknowledged(added, "the document upload");
    const member = anybody.as(await signIn(await registeredMember("Reader on two"), "a"));
    const downloaded = await member.on("b").get("/api/document/downloadDocument", { id });
    expect({ status: downloaded.status, servedBy: downloaded.servedBy }).toEqual({
      status: 200,
      servedBy: "b",
    });
    expect(downloaded.bytes.equals(pdf)).toBe(true);
    expect((await anybody.on("b").get("/api/document/downloadDocument", { id })).status).toBe(401);
  });

  it("holds a limit reached through one instance on the other", async () => {
    // MEMBER_WRITES_PER_DAY=3: the fourth profile change of the day, wherever it lands.
    const member = anybody.as(await signIn(await registeredMember("Limited member"), "a"));
    await withinOneWindow(24 * 60 * 60 * 1000, 10_000);
    const statuses = [];
    for (const name of ["a", "b", "a", "b"] as const) {
      const answer = await member.on(name).post("/api/user/userUpdateInfo", { signature: name });
      expect(answer.servedBy).toBe(name);
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);

    // CHAT_UPLOADS_PER_VISITOR_PER_DAY=2: one conversation's third upload of the day.
    const visitor = await openedVisitor(balancer.url, { language: "en-US" }, "Visitor 5121", {
      headers: { [instanceHeader]: "b", "x-forwarded-for": randomAddress() },
    });
    try {
      const uploads = [];
      for (const name of ["a", "b", "a"] as const) {
        const answer = await anybody
          .on(name)
          .post(
            "/api/im/upload",
            multipart({ file: { name: "modem.log", bytes: Buffer.from("OK\r\n") } }),
            { kind: "file", clientChatId: visitor.clientChatId },
          );
        expect(answer.servedBy).toBe(name);
        uploads.push(answer.status);
      }
      expect(uploads).toEqual([200, 200, 429]);
    } finally {
      visitor.close();
    }
  });

  it("shows a staff change to a product and to a parameter on the other instance at once", async () => {
    const product = {
      model: `BAL-${randomInt(100_000, 1_000_000)}`,
      nameZh: "均衡模组",
      nameEn: "Balanced module",
      productType: "NB-IoT",
      networkSystem: "NB-IoT",
      packageType: "LCC",
      status: "published",
    };
    const created = await staff.on("a").post("/api/product/addProductInfo", product);
    const { id } = acknowledged(created, "creating a product");
    // The whole catalogue page (this database has no other products), without a keyword: what
    // is cached is the page, whatever the search index knows.
    const listedOnB = async () => {
      const answer = await anybody.on("b").get("/api/product/getList", { pageSize: 100 });
      expect(answer.servedBy).toBe("b");
      return (acknowledged(answer, "the catalogue").list as { model: string; name: string }[])
        .filter((item) => item.model === product.model)
        .map((item) => item.name);
    };
    // Read once on b first, so that b holds the catalogue page in its cache.
    expect(await listedOnB()).toEqual(["Balanced module"]);
    const { version } = acknowledged(
      await staff.on("a").get("/api/product/getProductInfo", { id }),
      "the product's record",
    );
    acknowledged(
      await staff.on("a").post("/api/product/modifyProductInfo", {
        ...product,
        id,
        version,
        nameEn: "Balanced module, renamed",
      }),
      "renaming the product",
    );
    await shownWithin(
      async () => (await listedOnB()).includes("Balanced module, renamed"),
      "the renamed product on b",
    );

    const siteNameOnB = async () =>
      acknowledged(await anybody.on("b").get("/api/paramConfig/siteInfo"), "the site info")
        .siteName as string;
    const before = await siteNameOnB();
    const parameters = acknowledged(
      await staff.on("a").get("/api/paramConfig/getListAll"),
      "the parameters",
    ) as { id: number; key: string; version: number }[];
    const siteName = parameters.find((parameter) => parameter.key === "site.nameEn");
    if (!siteName) throw new Error("no site.nameEn parameter");
    acknowledged(
      await staff.on("a").post("/api/paramConfig/edit", {
        id: siteName.id,
        version: siteName.version,
        value: `${before} (balanced)`,
      }),
      "editing the site name",
    );
    await shownWithin(
      async () => (await siteNameOnB()) === `${before} (balanced)`,
      "the new site name on b",
    );
  });

  it("carries a chat between a visitor on one instance and an agent on the other, over WebSocket and over sticky polling", async () => {
    const agent = await connectChat(
      balancer.url,
      { token: staffToken },
      { headers: { [instanceHeader]: "a" } },
    );
    const visitors: Awaited<ReturnType<typeof openedVisitor>>[] = [];
    try {
      await agent.next(chatEvents.serverOn);
      const overWebSocket = await openedVisitor(balancer.url, {}, "Visitor 5122", {
        headers: { [instanceHeader]: "b", "x-forwarded-for": randomAddress() },
      });
      // Polling is a series of requests: without the balancer's cookie they would land on
      // both instances in turn and the session would be refused on one of them.
      const overPolling = await openedVisitor(balancer.url, {}, "Visitor 5123", {
        headers: { "x-forwarded-for": randomAddress() },
        transports: ["polling"],
      });
      visitors.push(overWebSocket, overPolling);
      for (const visitor of visitors) {
        await agent.next(
          chatEvents.clientOn,
          (event) => event.clientChatEn.clientChatId === visitor.clientChatId,
        );
        for (let round = 0; round < 3; round++) {
          const question = textMessage(`question ${round}`);
          expect(await visitor.send(chatEvents.clientSendMessage, { msg: question })).toEqual({
            ok: true,
            id: question.id,
          });
          await agent.next(chatEvents.clientSendMessage, (event) => event.msg.id === question.id);
          const answer = textMessage(`answer ${round}`);
          const ack = await agent.send(chatEvents.serverSendMessage, {
            clientChatId: visitor.clientChatId,
            msg: answer,
          });
          expect(ack.ok).toBe(true);
          await visitor.next(chatEvents.serverSendMessage, (event) => event.msg.id === answer.id);
        }
      }
    } finally {
      for (const visitor of visitors) visitor.close();
      agent.close();
    }
  });

  it("loses no acknowledged write when an instance is killed mid-traffic, and its chat clients reconnect through the balancer and miss no message", async () => {
    const agent = await connectChat(
      balancer.url,
      { token: staffToken },
      { headers: { [instanceHeader]: "a" } },
    );
    await agent.next(chatEvents.serverOn);
    const visitors = await Promise.all(
      [0, 1, 2].map((index) =>
        reconnectingVisitor(`Visitor 52${index}`, {
          [instanceHeader]: "b",
          "x-forwarded-for": randomAddress(),
        }),
      ),
    );
    for (const visitor of visitors) {
      await agent.next(
        chatEvents.clientOn,
        (event) => event.clientChatEn.clientChatId === visitor.clientChatId,
      );
    }

    // Traffic: staff writes through the balancer (either instance), every visitor writing and
    // the agent answering each of them, until a while after b is killed.
    const acknowledgedTypes = new Set<string>();
    const agentSent = new Map<string, Set<string>>(
      visitors.map((visitor) => [visitor.clientChatId, new Set()]),
    );
    let traffic = true;
    const staffWriter = async (writer: number) => {
      for (let sequence = 0; traffic && sequence < 1000; sequence++) {
        const name = `kill-${writer}-${sequence}`;
        const answer = await staff
          .post("/api/faqType/addFaqType", { language: "en-US", name })
          .catch(() => undefined);
        if (answer?.status === 200 && answer.code === 200) acknowledgedTypes.add(name);
      }
    };
    const visitorWriter = async (visitor: ReconnectingVisitor) => {
      while (traffic) {
        visitor.write(`from ${visitor.clientChatId}: ${randomUUID()}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };
    const agentWriter = async () => {
      while (traffic) {
        for (const visitor of visitors) {
          const msg = textMessage(`to ${visitor.clientChatId}`);
          const ack: ChatAck | undefined = await agent
            .send(chatEvents.serverSendMessage, { clientChatId: visitor.clientChatId, msg })
            .catch(() => undefined);
          if (ack?.ok) agentSent.get(visitor.clientChatId)?.add(msg.id);
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };
    const writers = [
      staffWriter(1),
      staffWriter(2),
      agentWriter(),
      ...visitors.map((visitor) => visitorWriter(visitor)),
    ];

    await new Promise((resolve) => setTimeout(resolve, 1000));
    const killed = instances.get("b");
    if (!killed) throw new Error("no instance b");
    await stopServerProcess(killed, "SIGKILL");
    expect(killed.child.signalCode).toBe("SIGKILL");
    await balancer.waitFor("DOWN", ["b"]);
    await until(
      () => visitors.every((visitor) => visitor.reconnections > 0 && visitor.open),
      "every visitor of b to reopen its chat through a",
      15_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    traffic = false;
    await Promise.all(writers);
    await until(
      () => visitors.every((visitor) => visitor.pending() === 0),
      "every visitor's unacknowledged messages to be sent again and acknowledged",
      15_000,
    );

    // Every staff write that was acknowledged is stored (some unacknowledged ones may be too).
    const storedTypes = await database.db
      .select({ name: faqTypes.name })
      .from(faqTypes)
      .where(like(faqTypes.name, "kill-%"));
    const storedNames = new Set(storedTypes.map((row) => row.name));
    expect(acknowledgedTypes.size).toBeGreaterThan(10);
    expect([...acknowledgedTypes].filter((name) => !storedNames.has(name))).toEqual([]);

    // Every chat message either side was told is stored, and reached the other side: the agent
    // by its socket (or its console's history), each visitor by its socket or by the history it
    // reads after reconnecting, as the web client does.
    const visitorSent = visitors.flatMap((visitor) => [...visitor.acknowledgedIds]);
    const agentSentIds = [...agentSent.values()].flatMap((ids) => [...ids]);
    const storedMessages = await database.db
      .select({ messageId: chatMessageRecords.messageId })
      .from(chatMessageRecords)
      .where(inArray(chatMessageRecords.messageId, [...visitorSent, ...agentSentIds]));
    const storedIds = new Set(storedMessages.map((row) => row.messageId));
    expect([...visitorSent, ...agentSentIds].filter((id) => !storedIds.has(id))).toEqual([]);
    console.info(
      `SIGKILL mid-traffic: ${acknowledgedTypes.size} staff writes acknowledged, ${storedNames.size} stored; ` +
        `${visitorSent.length} visitor and ${agentSentIds.length} agent messages acknowledged, all stored`,
    );

    const agentReceived = new Set(
      agent.received(chatEvents.clientSendMessage).map((event) => event.msg.id as string),
    );
    for (const visitor of visitors) {
      const history = acknowledged(
        await staff.get("/api/im/findCurrentHistoryMsg", { clientChatId: visitor.clientChatId }),
        "the console's history",
      ) as { id: string }[];
      for (const message of history) agentReceived.add(message.id);
      expect([...visitor.acknowledgedIds].filter((id) => !agentReceived.has(id))).toEqual([]);

      await visitor.readHistory();
      const sentToVisitor = agentSent.get(visitor.clientChatId) ?? new Set();
      expect(sentToVisitor.size).toBeGreaterThan(3);
      expect([...sentToVisitor].filter((id) => !visitor.seenIds.has(id))).toEqual([]);
    }
    for (const visitor of visitors) visitor.close();
    agent.close();
  }, 120_000);

  type ReconnectingVisitor = Awaited<ReturnType<typeof reconnectingVisitor>>;

  /**
   * A visitor as the web client behaves: it opens its conversation again (CLIENT_ON, same id) at
   * every connection, keeps each message until acknowledged and sends it again by the same id
   * once the conversation is open again, and reads its history after each reopening.
   */
  async function reconnectingVisitor(name: string, headers: Record<string, string>) {
    const clientChatId = anonymousId();
    const client = await connectChat(
      balancer.url,
      { role: "visitor", language: "en-US" },
      { headers, reconnection: true },
    );
    const pending = new Map<string, ReturnType<typeof textMessage>>();
    const acknowledgedIds = new Set<string>();
    const seenIds = new Set<string>();
    const state = { open: false, connections: 0 };
    const push = (msg: ReturnType<typeof textMessage>) => {
      client.socket
        .timeout(3000)
        .emitWithAck(chatEvents.clientSendMessage, { msg })
        .then(
          (ack: ChatAck) => {
            if (!pending.has(msg.id)) return;
            pending.delete(msg.id);
            if (ack.ok) acknowledgedIds.add(msg.id);
          },
          () => {
            // No answer: it stays pending and goes again once the conversation is open.
          },
        );
    };
    const readHistory = async () => {
      const history = await anybody.get("/api/im/findUserHistoryMsg", { clientChatId });
      for (const message of acknowledged(history, "the visitor's history") as { id: string }[]) {
        seenIds.add(message.id);
      }
    };
    const open = async () => {
      const ack: ChatAck = await client.send(chatEvents.clientOn, {
        clientChatEn: { clientChatId, clientChatName: name, sourceInfo_way: "/product" },
      });
      if (!ack.ok) throw new Error(`CLIENT_ON refused: ${ack.msg}`);
      state.connections += 1;
      state.open = true;
      for (const msg of pending.values()) push(msg);
      await readHistory();
    };
    client.socket.on("disconnect", () => {
      state.open = false;
    });
    client.socket.on("connect", () => {
      open().catch(() => {
        // A failed reopening shows as a visitor that never reopened.
      });
    });
    client.socket.on(chatEvents.serverSendMessage, (event: { msg: { id: string } }) => {
      seenIds.add(event.msg.id);
    });
    await open();
    return {
      clientChatId,
      acknowledgedIds,
      seenIds,
      readHistory,
      get open() {
        return state.open;
      },
      get reconnections() {
        return state.connections - 1;
      },
      pending: () => pending.size,
      write(content: string) {
        const msg = textMessage(content);
        pending.set(msg.id, msg);
        if (state.open) push(msg);
      },
      close: () => client.close(),
    };
  }
});
