import type { SampleApplication } from "@portal/shared";

/**
 * Where an application is shipped: the geo dictionary's province and city (a municipality named
 * once) and the typed address.
 */
export function shippingPlace({
  provinceName,
  cityName,
  address,
}: Pick<SampleApplication, "provinceName" | "cityName" | "address">): string {
  const place = provinceName === cityName ? cityName : `${provinceName} ${cityName}`;
  return `${place} ${address}`;
}
