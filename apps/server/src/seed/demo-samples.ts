import type { SampleApplicationInput } from "@portal/shared";
import { count, eq, inArray } from "drizzle-orm";
import { addNotices } from "../modules/message/use-cases/add-notices.ts";
import { products } from "../modules/product/schema.ts";
import { sampleApplications } from "../modules/samples/schema.ts";
import { addSampleApplication } from "../modules/samples/use-cases/add-sample-application.ts";
import { manageSampleApplication } from "../modules/samples/use-cases/manage-sample-application.ts";
import { users } from "../modules/user/schema.ts";
import type { SeedContext } from "./seed-context.ts";

type DemoDecision =
  | { action: "approve" }
  | { action: "refuse"; reason: string }
  | { action: "ship"; carrier: string; trackingNumber: string };

/**
 * ILLUSTRATIVE DEMO DATA: applications of the demo members in each state a member and staff
 * meet (pending, approved, shipped, refused), each decided as staff would, with its notices.
 */
const demoApplications: {
  phone: string;
  model: string;
  input: Omit<SampleApplicationInput, "productId">;
  decisions: DemoDecision[];
}[] = [
  {
    phone: "13900000001",
    model: "M5311-EVB",
    input: {
      quantity: 2,
      purpose: "评估 NB-IoT 智能水表方案的功耗与覆盖",
      contactName: "王工",
      phone: "13900000001",
      provinceCode: "330000",
      cityName: "杭州市",
      address: "西湖区文三路 90 号 5 楼",
    },
    decisions: [
      { action: "approve" },
      { action: "ship", carrier: "顺丰速运", trackingNumber: "SF1402938475610" },
    ],
  },
  {
    phone: "13900000001",
    model: "ML302",
    input: {
      quantity: 5,
      purpose: "Cat.1 集中器样机试产",
      contactName: "王工",
      phone: "13900000001",
      provinceCode: "330000",
      cityName: "杭州市",
      address: "西湖区文三路 90 号 5 楼",
    },
    decisions: [{ action: "approve" }],
  },
  {
    phone: "13900000002",
    model: "4G-EVB",
    input: {
      quantity: 1,
      purpose: "Evaluating LTE Cat.1 for a fleet tracker",
      contactName: "Lee",
      phone: "13900000002",
      provinceCode: "440000",
      cityName: "深圳市",
      address: "南山区科技园南区 T2 栋",
    },
    decisions: [],
  },
  {
    phone: "13900000003",
    model: "F03X",
    input: {
      quantity: 10,
      purpose: "学生课程设计使用",
      contactName: "张同学",
      phone: "13900000003",
      provinceCode: "110000",
      cityName: "北京市",
      address: "海淀区学院路 37 号",
    },
    decisions: [
      {
        action: "refuse",
        reason: "5G 模组样品仅面向企业项目，课程设计可申请 M5311 开发板",
      },
    ],
  },
];

/**
 * Seeds the demo applications into an empty table, as the demo members filed them and the
 * administrator decided them. Answers whether it added them (nothing without the demo members,
 * the products or the administrator).
 */
export async function seedDemoSamples(ctx: SeedContext): Promise<boolean> {
  const { db } = ctx;
  const [existing] = await db.select({ total: count() }).from(sampleApplications);
  if ((existing?.total ?? 0) > 0) return false;
  const [administrator] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phone, ctx.config.admin.phone));
  if (!administrator) return false;
  const members = await db
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(inArray(users.phone, [...new Set(demoApplications.map((demo) => demo.phone))]));
  const catalogue = await db
    .select({ id: products.id, model: products.model })
    .from(products)
    .where(inArray(products.model, [...new Set(demoApplications.map((demo) => demo.model))]));
  let added = false;
  for (const demo of demoApplications) {
    const member = members.find((candidate) => candidate.phone === demo.phone);
    const product = catalogue.find((candidate) => candidate.model === demo.model);
    if (!member || !product) continue;
    const now = new Date();
    const { id } = await addSampleApplication({
      db,
      userId: member.id,
      input: { ...demo.input, productId: product.id },
      now,
    });
    for (const decision of demo.decisions) {
      const notices = await manageSampleApplication({
        db,
        now: new Date(),
        actorId: administrator.id,
        staff: true,
        input: { id, ...decision },
      });
      await addNotices({ db, notices, now: new Date() });
    }
    added = true;
  }
  return added;
}
