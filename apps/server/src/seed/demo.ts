import { randomBytes } from "node:crypto";
import { createUser } from "../modules/user/use-cases/create-user.ts";
import { isPhoneRegistered } from "../modules/user/use-cases/is-phone-registered.ts";
import { fileStoresOf } from "../platform/storage/file-stores.ts";
import { seedDemoCompetition } from "./demo-competition.ts";
import { seedDemoTexts } from "./demo-content.ts";
import { seedDemoCustomization } from "./demo-customization.ts";
import { seedDemoDocuments } from "./demo-documents.ts";
import { seedDemoForum } from "./demo-forum.ts";
import { seedDemoMedals } from "./demo-medals.ts";
import { seedDemoProductImages } from "./demo-product-images.ts";
import { seedDemoProducts } from "./demo-products.ts";
import { seedDemoResources } from "./demo-resources.ts";
import { seedDemoSamples } from "./demo-samples.ts";
import { seedDemoSubscriptions } from "./demo-subscription.ts";
import { seedDemoSurvey } from "./demo-survey.ts";
import { seedDemoTitles } from "./demo-titles.ts";
import type { SeedContext } from "./seed-context.ts";

/**
 * Illustrative community members, so profile pages have something to show. Their
 * passwords are random: nobody signs in as them.
 */
const demoMembers = [
  {
    phone: "13900000001",
    nickname: "NB-IoT老王",
    company: "示例智能表计有限公司",
    isEngineer: true,
  },
  {
    phone: "13900000002",
    nickname: "CatOne_Lee",
    company: "Demo Telematics Ltd.",
    isEngineer: false,
  },
  { phone: "13900000003", nickname: "物联小张", company: "示例支付音箱科技", isEngineer: false },
];

export async function seedDemoContent(ctx: SeedContext) {
  for (const member of demoMembers) {
    // ADMIN_PHONE may be one of these numbers; the administrator keeps it.
    if (await isPhoneRegistered({ db: ctx.db, phone: member.phone })) continue;
    await createUser({
      db: ctx.db,
      ...member,
      password: `${randomBytes(12).toString("base64url")}#9`,
      roleKeys: ["user"],
    });
  }
  await seedDemoProducts(ctx.db);
  await seedDemoProductImages(ctx);
  await seedDemoDocuments(ctx);
  await seedDemoResources(ctx);
  await seedDemoTexts({ db: ctx.db, publicFiles: (await fileStoresOf(ctx.config)).publicFiles });
  // Medals before the forum: the demo posts, adoptions and likes award them as they happen.
  await seedDemoMedals(ctx);
  await seedDemoForum(ctx);
  await seedDemoTitles(ctx);
  await seedDemoSurvey(ctx);
  await seedDemoCompetition(ctx);
  await seedDemoCustomization(ctx);
  await seedDemoSamples(ctx);
  await seedDemoSubscriptions(ctx);
}
