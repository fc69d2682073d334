import type { SubscribedProduct } from "@portal/shared";

/** A product as the pickers list it: the model, then the name unless the name starts with it. */
export function productLabel(product: SubscribedProduct): string {
  return product.name.startsWith(product.model) ? product.name : `${product.model} ${product.name}`;
}
