/// <reference lib="dom" />
import { randomInt } from "node:crypto";
import type { Locator, Page } from "playwright-core";
import { productAdminEnUS } from "../../apps/web/src/i18n/productAdmin/en-US.ts";
import {
  type ProductAdminMessages,
  productAdminZhCN,
} from "../../apps/web/src/i18n/productAdmin/zh-CN.ts";
import { productAdminZhTW } from "../../apps/web/src/i18n/productAdmin/zh-TW.ts";
import type { ProductInput } from "../../packages/shared/src/schemas/product.ts";
import { motionFinished, serverUnderTest } from "../support/browser.ts";
import { callApi } from "./accounts.ts";
import type { Language } from "./texts.ts";

/** The product management pages' own texts, as the web shows them. */
export const productAdminTexts: Record<Language, ProductAdminMessages["productAdmin"]> = {
  "zh-CN": productAdminZhCN.productAdmin,
  "en-US": productAdminEnUS.productAdmin,
  "zh-TW": productAdminZhTW.productAdmin,
};

/** A model no other product of this run has (models are unique, whatever their case). */
export function uniqueModel(prefix = "E2E"): string {
  return `${prefix}-${randomInt(0, 36 ** 6)
    .toString(36)
    .toUpperCase()}`;
}

/** A session of the administrator for API calls (management sign-in). */
export async function administratorToken(): Promise<string> {
  const { admin } = serverUnderTest();
  const result = await callApi<{ token: string }>("/api/user/gylad", {
    body: { account: admin.phone, password: admin.password },
  });
  return result.token;
}

/** Creates a product through the API (Chinese twin), a published 4G module unless told otherwise. */
export async function createProductThroughApi(
  token: string,
  input: Partial<ProductInput> & { model: string },
): Promise<number> {
  const result = await callApi<{ id: number }>("/api/product/ch/addProductInfo", {
    token,
    body: {
      nameZh: `${input.model} 测试模组`,
      nameEn: `${input.model} test module`,
      productType: "4G",
      networkSystem: "LTE Cat.1",
      packageType: "LCC",
      status: "published",
      parameters: { weight: 2.1, frequencyBands: ["B1", "B3"] },
      ...input,
    },
  });
  return result.id;
}

/** How many published products the public catalogue finds for a keyword. */
export async function catalogueTotal(keyword: string): Promise<number> {
  const page = await callApi<{ total: number }>(
    `/api/product/getList?keyword=${encodeURIComponent(keyword)}`,
  );
  return page.total;
}

/** Opens an Ant Design select and picks the option with exactly this text. */
export async function chooseOption(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  const dropdown = page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden)");
  await dropdown.waitFor();
  await motionFinished(page);
  await dropdown.getByTitle(option, { exact: true }).click();
  await dropdown.waitFor({ state: "hidden" });
}

/** The table row of a product, found by its model. */
export function productRow(page: Page, model: string): Locator {
  return page
    .getByRole("main")
    .getByRole("row")
    .filter({ has: page.getByText(model, { exact: true }) });
}
