import { AppError } from "../../platform/http/errors.ts";

export const faqNotFound = () => new AppError("not_found", "faq.notFound");

export const faqTypeNotFound = () =>
  new AppError("not_found", "faq.typeNotFound", {
    fields: [{ field: "typeId", messageKey: "faq.typeNotFound" }],
  });
