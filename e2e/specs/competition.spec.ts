import { describe, expect, it } from "vitest";
import { competitionZhCN } from "../../apps/web/src/i18n/competition/zh-CN.ts";
import { messageZhCN } from "../../apps/web/src/i18n/message/zh-CN.ts";
import {
  createUser,
  signInAsAdministrator,
  uniqueSuffix,
  useSession,
} from "../support/accounts.ts";
import { clickWhenSettled, useBrowser } from "../support/browser.ts";
import { onePagePdf } from "../support/documents.ts";
import { responseTo, waitForRoute } from "../support/pages.ts";
import { buttonName, format, texts } from "../support/texts.ts";

const t = texts["zh-CN"];
const words = competitionZhCN.competition;
const kinds = messageZhCN.message.kinds;

describe("the developer competition", () => {
  const browser = useBrowser({ locale: "zh-CN" });

  it("a team applies on #/apply, staff accept it on #/server/game, the team sees it accepted and told", async () => {
    const { page, context } = browser;
    const team = await createUser();
    const project = `NB-IoT 水表 ${uniqueSuffix()}`;
    await useSession(context, team.token);

    await page.goto("/#/apply");
    const main = page.getByRole("main");
    await main.getByRole("heading", { name: words.apply.title, level: 1 }).waitFor();
    await main.getByText(words.apply.stateHints.new).waitFor();
    await main.getByLabel(words.fields.teamName, { exact: true }).fill("e2e 攻坚队");
    await main.getByLabel(words.fields.projectName, { exact: true }).fill(project);
    await main.getByLabel(words.fields.moduleModel, { exact: true }).fill("M5311");
    await main.getByLabel(words.fields.description, { exact: true }).fill("低功耗远传水表");
    const memberName = (index: number) =>
      main.getByLabel(`${format(words.apply.memberLabel, { index })} ${words.apply.memberName}`, {
        exact: true,
      });
    await memberName(1).fill("王工");
    await main.getByRole("button", { name: buttonName(words.apply.addMember) }).click();
    await memberName(2).fill("陈工");
    const uploaded = await responseTo(page, "/api/developerCompetition/upload", () =>
      main.locator('input[type="file"]').setInputFiles({
        name: "design.pdf",
        mimeType: "application/pdf",
        buffer: onePagePdf("Design"),
      }),
    );
    expect(uploaded.status()).toBe(200);
    await main.getByText("design.pdf").waitFor();

    await main.getByRole("button", { name: buttonName(words.apply.submit) }).click();
    const confirmation = page.locator(".ant-popconfirm").filter({
      hasText: words.apply.submitConfirm,
    });
    const submitted = await responseTo(page, "/api/developerCompetition/save", () =>
      clickWhenSettled(confirmation.getByRole("button", { name: buttonName(t.common.confirm) })),
    );
    expect(submitted.status()).toBe(200);
    await main.getByText(words.apply.stateHints.submitted).waitFor();
    await main.getByText(words.states.submitted, { exact: true }).waitFor();

    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await staff.goto(`/#/server/login?redirect=${encodeURIComponent("/server/game")}`);
    await signInAsAdministrator(staff);
    await waitForRoute(staff, "/server/game");
    const staffMain = staff.getByRole("main");
    await staffMain.getByRole("heading", { name: words.management.title, level: 1 }).waitFor();
    const search = staffMain.getByRole("searchbox", { name: words.management.search });
    await search.fill(project);
    await responseTo(staff, "/api/developerCompetition/list", () => search.press("Enter"));
    const row = staff.getByRole("row").filter({ hasText: project });
    await row.getByText(words.states.submitted, { exact: true }).waitFor();
    await row.getByRole("button", { name: buttonName(words.management.accept) }).click();
    const acceptance = staff
      .locator(".ant-popconfirm")
      .filter({ hasText: format(words.management.acceptConfirm, { title: project }) });
    const accepted = await responseTo(staff, "/api/developerCompetition/operate", () =>
      clickWhenSettled(
        acceptance.getByRole("button", { name: buttonName(words.management.accept) }),
      ),
    );
    expect(accepted.status()).toBe(200);
    await row.getByText(words.states.accepted, { exact: true }).waitFor();

    await page.reload();
    await main.getByText(words.apply.stateHints.accepted).waitFor();
    await main
      .getByRole("button", { name: format(words.apply.download, { name: "design.pdf" }) })
      .waitFor();

    await page.goto("/#/message");
    const notice = main.getByRole("link", {
      name: format(kinds.competition_accepted, { title: project }),
    });
    await notice.waitFor();
    expect(await notice.getAttribute("href")).toMatch(/^#\/apply(\?|$)/);
  }, 120_000);
});
