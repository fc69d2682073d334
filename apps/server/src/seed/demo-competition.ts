import type { CompetitionSaveInput } from "@portal/shared";
import { count, eq, inArray } from "drizzle-orm";
import { competitionEntries } from "../modules/competition/schema.ts";
import { operateEntry } from "../modules/competition/use-cases/operate-entry.ts";
import { saveEntry } from "../modules/competition/use-cases/save-entry.ts";
import { addNotices } from "../modules/message/use-cases/add-notices.ts";
import { users } from "../modules/user/schema.ts";
import type { SeedContext } from "./seed-context.ts";

/**
 * ILLUSTRATIVE DEMO DATA: two teams of demo members, one whose entry staff accepted and one
 * whose entry waits for a decision.
 */
const demoEntries: { phone: string; input: CompetitionSaveInput; accepted: boolean }[] = [
  {
    phone: "13900000001",
    accepted: true,
    input: {
      teamName: "水表攻坚队",
      projectName: "NB-IoT 智能水表低功耗方案",
      moduleModel: "M5311",
      description:
        "基于 M5311 的远传水表：PSM 下平均电流低于 5 µA，一节锂亚电池工作 6 年；支持 OneNET 平台和 OTA 升级。",
      members: [
        { name: "王工", role: "队长 / 固件" },
        { name: "陈工", role: "硬件" },
        { name: "刘工", role: "平台" },
      ],
      attachments: [],
      submit: true,
    },
  },
  {
    phone: "13900000002",
    accepted: false,
    input: {
      teamName: "Fleet Trackers",
      projectName: "Cat.1 fleet tracker with geofencing",
      moduleModel: "ML302",
      description:
        "A vehicle tracker on ML302: GNSS every 10 s, geofence alarms pushed over MQTT, and a day of buffering when the network drops.",
      members: [{ name: "Lee", role: "Lead" }, { name: "Chan" }],
      attachments: [],
      submit: true,
    },
  },
];

/**
 * Seeds the demo entries into an empty table, as the demo members submitted them and the
 * administrator decided them, with their notices. Answers whether it added them (nothing
 * without the demo members or the administrator).
 */
export async function seedDemoCompetition(ctx: SeedContext): Promise<boolean> {
  const { db } = ctx;
  const [existing] = await db.select({ total: count() }).from(competitionEntries);
  if ((existing?.total ?? 0) > 0) return false;
  const [administrator] = await db
    .select({ id: users.id, nickname: users.nickname, phone: users.phone })
    .from(users)
    .where(eq(users.phone, ctx.config.admin.phone));
  if (!administrator) return false;
  const members = await db
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(
      inArray(
        users.phone,
        demoEntries.map((demo) => demo.phone),
      ),
    );
  const actor = { userId: administrator.id, name: administrator.nickname ?? administrator.phone };
  let added = false;
  for (const demo of demoEntries) {
    const member = members.find((candidate) => candidate.phone === demo.phone);
    if (!member) continue;
    const { saved, notices } = await saveEntry({
      db,
      now: new Date(),
      userId: member.id,
      input: demo.input,
    });
    await addNotices({ db, notices, now: new Date() });
    if (demo.accepted) {
      const decision = await operateEntry({
        db,
        now: new Date(),
        actor,
        input: { id: saved.id, action: "accept" },
      });
      await addNotices({ db, notices: decision.notices, now: new Date() });
    }
    added = true;
  }
  return added;
}
