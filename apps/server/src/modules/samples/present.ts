import type { Language, ManagedSampleApplication, SampleApplication } from "@portal/shared";
import { geoDictionary } from "@portal/shared/dict/geo";
import { toTraditional } from "../../platform/i18n/traditional.ts";
import type { SampleRow } from "./sample-rows.ts";

const provinceNames = new Map(
  geoDictionary.map((province) => [province.code, province.provinceName]),
);

function productName(product: SampleRow["product"], language: Language): string {
  switch (language) {
    case "en-US":
      return product.nameEn;
    case "zh-TW":
      return product.nameTw || toTraditional(product.nameZh);
    case "zh-CN":
      return product.nameZh;
  }
}

/** An application as its owner sees it, the product named in the reader's language. */
export function presentSampleApplication(
  { application, product }: SampleRow,
  language: Language,
): SampleApplication {
  return {
    id: application.id,
    productId: application.productId,
    productModel: product.model,
    productName: productName(product, language),
    quantity: application.quantity,
    purpose: application.purpose,
    contactName: application.contactName,
    phone: application.phone,
    provinceCode: application.provinceCode,
    provinceName: provinceNames.get(application.provinceCode) ?? "",
    cityName: application.cityName,
    address: application.address,
    state: application.state as SampleApplication["state"],
    reason: application.reason,
    carrier: application.carrier,
    trackingNumber: application.trackingNumber,
    createdAt: application.createdAt.toISOString(),
    decidedAt: application.decidedAt?.toISOString() ?? null,
    shippedAt: application.shippedAt?.toISOString() ?? null,
  };
}

/** The name staff know an applicant by: their nickname, else their phone. */
export function applicantName(row: SampleRow): string {
  return row.applicant.nickname ?? row.applicant.phone;
}

/** An application in the staff list, with who asked for it. */
export function presentManagedSampleApplication(
  row: SampleRow,
  language: Language,
): ManagedSampleApplication {
  return {
    ...presentSampleApplication(row, language),
    userId: row.application.userId,
    applicantName: applicantName(row),
  };
}

/** The province and city of an application as one line, for the export. */
export function shippingAddress(row: SampleRow): string {
  const province = provinceNames.get(row.application.provinceCode) ?? "";
  return [province, row.application.cityName, row.application.address].join(" ");
}
