import { eq } from "drizzle-orm";
import { customizationReplies, customizationRequests } from "../modules/customization/schema.ts";
import { users } from "../modules/user/schema.ts";
import type { SeedContext } from "./seed-context.ts";

/** The demo member who asks: the payment-speaker maker among the demo members. */
const applicantPhone = "13900000003";

/**
 * A payment speaker maker's request for a customized ML302 firmware, assigned to the
 * administrator who has answered once, so the value-add page, the request page and the
 * management page all have a thread to show. Seeded only into an empty table; answers whether
 * it seeded.
 */
export async function seedDemoCustomization(ctx: SeedContext): Promise<boolean> {
  const { db } = ctx;
  const [existing] = await db
    .select({ id: customizationRequests.id })
    .from(customizationRequests)
    .limit(1);
  if (existing) return false;
  const [applicant] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phone, applicantPhone));
  if (!applicant) return false;
  const [administrator] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phone, ctx.config.admin.phone));
  const sentAt = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000);
  const answeredAt = new Date(sentAt.getTime() + 5 * 60 * 60 * 1000);
  const [request] = await db
    .insert(customizationRequests)
    .values({
      userId: applicant.id,
      company: "示例支付音箱科技",
      contact: "张工",
      phone: "0755-8666 1234",
      email: "hardware@example.com",
      moduleModel: "ML302",
      quantity: 20000,
      requirement:
        "云喇叭项目需要定制 ML302 固件：\n1. 开机自动连接 MQTT 服务器并保持心跳；\n2. 增加自定义 AT 指令播放本地语音文件；\n3. 待机电流低于 2 mA。",
      state: administrator ? "assigned" : "new",
      assigneeId: administrator?.id ?? null,
      createdAt: sentAt,
      updatedAt: administrator ? answeredAt : sentAt,
    })
    .returning({ id: customizationRequests.id });
  if (request && administrator) {
    await db.insert(customizationReplies).values({
      requestId: request.id,
      authorId: administrator.id,
      fromStaff: true,
      content:
        "您好，已收到需求。MQTT 自动连接和自定义 AT 指令都可以实现，待机电流需要结合您的外围电路评估，请补充原理图。我们会在一周内提供评估报告和样品排期。",
      createdAt: answeredAt,
    });
  }
  return true;
}
