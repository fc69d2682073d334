import { Worker } from "node:worker_threads";
import { formatBytes, permissions, userImportLimits } from "@portal/shared";
import { count, inArray, sql } from "drizzle-orm";
import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api, multipart } from "../../test-support/api-client.ts";
import { listeningOrigin } from "../../test-support/chat-sockets.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";
import { userImportSheet, userImportSheetInThread } from "../../test-support/user-import-sheet.ts";
import { users } from "./schema.ts";

let testApp: TestApp;
let manager: ApiClient;
let managerToken: string;
let origin: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  origin = await listeningOrigin(testApp);
  managerToken = (await signedIn(testApp, { permissions: [permissions.userManage] })).token;
  manager = api(testApp).language("en-US").as(managerToken);
});
afterAll(async () => {
  await testApp.close();
});

function upload(bytes: Buffer) {
  return manager.post(
    "/api/userManageController/batch-import-user",
    multipart({ file: { name: "users.xlsx", bytes } }),
  );
}

/** The template's sheet with `padding` bytes of blanks inside its first row: they pack to little. */
async function paddedSheet(padding: number) {
  const zip = await JSZip.loadAsync(await userImportSheet([["13800000000"]]));
  const sheetPath = "xl/worksheets/sheet1.xml";
  const xml = (await zip.file(sheetPath)?.async("string")) ?? "";
  zip.file(sheetPath, xml.replace("<sheetData>", `<sheetData>${" ".repeat(padding)}`));
  return zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE" });
}

/** Rewrites the uncompressed size every directory record of `zip` declares to 1 byte. */
function lyingAboutSizes(zip: Buffer) {
  const lying = Buffer.from(zip);
  const records = [
    { signature: 0x04034b50, sizeAt: 22 },
    { signature: 0x02014b50, sizeAt: 24 },
  ];
  for (let offset = 0; offset < lying.length - 4; offset += 1) {
    const record = records.find(({ signature }) => lying.readUInt32LE(offset) === signature);
    if (record) lying.writeUInt32LE(1, offset + record.sizeAt);
  }
  return lying;
}

/**
 * A client in a thread of its own asks /api/health every 20 ms, says "ready" after its first
 * (slow: it connects) answer, and when told to stop answers how long each later one took: the
 * server's thread being held shows, whatever the test's thread does.
 */
const healthPinger = `
  const { parentPort, workerData } = require("node:worker_threads");
  const times = [];
  let stopping = false;
  parentPort.once("message", () => { stopping = true; });
  const ask = async () => {
    const started = performance.now();
    const answer = await fetch(workerData.url);
    await answer.arrayBuffer();
    return { ms: performance.now() - started, status: answer.status };
  };
  (async () => {
    await ask();
    parentPort.postMessage("ready");
    while (!stopping) {
      times.push(await ask());
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    parentPort.postMessage(times);
  })();
`;

/** How long /api/health took to answer, each time it was asked while `work()` ran. */
async function healthTimesDuring(work: () => Promise<unknown>) {
  const pinger = new Worker(healthPinger, {
    eval: true,
    workerData: { url: `${origin}/api/health` },
  });
  const answered = (): Promise<unknown> =>
    new Promise((resolve, reject) => {
      pinger.once("message", resolve);
      pinger.once("error", reject);
    });
  await answered();
  const times = answered() as Promise<{ ms: number; status: number }[]>;
  await work().catch(() => undefined);
  pinger.postMessage("stop");
  const answers = await times;
  await pinger.terminate();
  expect(answers.every((answer) => answer.status === 200)).toBe(true);
  return answers.map((answer) => answer.ms);
}

describe("a large user import beside the rest of the server", () => {
  it("keeps /api/health under 100 ms (95 % of answers, none a second) while 10,000 rows are imported", {
    timeout: 120_000,
  }, async () => {
    const base = 15_000_000_000 + (process.pid % 1000) * 100_000;
    const bytes = await userImportSheetInThread(
      Array.from({ length: userImportLimits.maxRows }, (_, index) => [
        String(base + index),
        `load${base + index}`.slice(-20),
        `load${base + index}@example.com`,
        "Quectel Wireless",
      ]),
    );
    // Sent over the network, as a browser would: the test's own work stays off the server's thread.
    let importing: Promise<Response> | undefined;
    const times = await healthTimesDuring(() => {
      importing = fetch(`${origin}/api/userManageController/batch-import-user`, {
        method: "POST",
        headers: { authorization: `Bearer ${managerToken}` },
        body: multipart({ file: { name: "users.xlsx", bytes } }),
      });
      return importing;
    });
    const answer = await (importing as Promise<Response>);
    const text = await answer.text();
    expect(answer.status, text.slice(0, 300)).toBe(200);
    expect(JSON.parse(text).data).toEqual({ imported: userImportLimits.maxRows });
    console.info(
      `health during a ${userImportLimits.maxRows}-row import (${testApp.app.dbDriver}): ` +
        `${times.length} answers, slowest ${Math.max(...times).toFixed(1)} ms`,
    );
    expect(times.length).toBeGreaterThan(5);
    // Held in slices, the thread delays the answers that wait on a slice: slices over 100 ms
    // would make many answers slow, an import run whole one answer by seconds. One late answer
    // alone is the machine (on a loaded 2-core CI one waited 441 ms for the processor).
    const sorted = [...times].sort((first, second) => first - second);
    expect(sorted[Math.floor(sorted.length * 0.95)]).toBeLessThan(100);
    expect(Math.max(...times)).toBeLessThan(1_000);
  });

  it("refuses a sheet one row past the limit, naming the limit", async () => {
    const rows = Array.from({ length: userImportLimits.maxRows + 1 }, (_, index) => [
      String(16_000_000_000 + index),
    ]);
    const answer = await upload(await userImportSheet(rows));
    expect(answer.status).toBe(400);
    expect(answer.msg).toBe("At most 10000 users can be imported at once");
  });

  it("refuses a sheet unpacking past the limit, and one whose zip lies about it, naming the limit", async () => {
    const limit = formatBytes(userImportLimits.maxUncompressedBytes);
    const bomb = await paddedSheet(userImportLimits.maxUncompressedBytes + 1024);
    expect(bomb.length).toBeLessThan(userImportLimits.maxBytes);
    for (const bytes of [bomb, lyingAboutSizes(bomb)]) {
      const answer = await upload(bytes);
      expect(answer.status).toBe(413);
      expect(answer.msg).toBe(
        `The sheet unpacks to more than ${limit}: split it into smaller files`,
      );
    }
  });

  it("refuses an upload past its size with 413, naming the limit", async () => {
    const answer = await upload(Buffer.alloc(userImportLimits.maxBytes + 1, 1));
    expect(answer.status).toBe(413);
    expect(answer.msg).toContain(formatBytes(userImportLimits.maxBytes));
  });

  it("removes the accounts of earlier slices when a later slice fails, and answers 409", async () => {
    const phones = Array.from({ length: 350 }, (_, index) => String(18_000_000_000 + index));
    const takenMeanwhile = phones[320] as string;
    // Someone registering that phone between the check and the write, as the database sees it.
    await testApp.db.execute(
      sql.raw(`
      create function refuse_taken_meanwhile() returns trigger language plpgsql as $$
      begin
        if new.phone = '${takenMeanwhile}' then
          raise exception 'duplicate key value' using errcode = 'unique_violation';
        end if;
        return new;
      end $$`),
    );
    await testApp.db.execute(sql`
      create trigger taken_meanwhile before insert on users
        for each row execute function refuse_taken_meanwhile()`);
    try {
      const answer = await upload(await userImportSheet(phones.map((phone) => [phone])));
      expect(answer.status).toBe(409);
    } finally {
      await testApp.db.execute(sql`drop trigger taken_meanwhile on users`);
      await testApp.db.execute(sql`drop function refuse_taken_meanwhile()`);
    }
    const [left] = await testApp.db
      .select({ count: count() })
      .from(users)
      .where(inArray(users.phone, phones));
    expect(left?.count).toBe(0);
  });

  it("reads a sheet within the limits after a refused one", async () => {
    const answer = await upload(await userImportSheet([["17000000001", "after bomb"]]));
    expect(answer.status, answer.text.slice(0, 300)).toBe(200);
    expect(answer.data).toEqual({ imported: 1 });
  });
});
