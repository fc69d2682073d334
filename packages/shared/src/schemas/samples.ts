import { z } from "zod";
import { mainlandMobile } from "./account.ts";
import {
  keywordFilter,
  multiLine,
  optionalField,
  pageQuery,
  recordId,
  recordIdFromText,
  singleLine,
} from "./common.ts";

/** A sample application's states. */
export const sampleStates = ["pending", "approved", "refused", "shipped", "cancelled"] as const;
export type SampleState = (typeof sampleStates)[number];

/** The open states: a member holds at most one open application per product. */
export const openSampleStates = ["pending", "approved"] as const satisfies readonly SampleState[];

/**
 * What may be done to an application: staff approve or refuse a pending one and ship an
 * approved one; its owner may cancel a pending one.
 */
export const sampleActions = ["approve", "refuse", "ship", "cancel"] as const;
export type SampleAction = (typeof sampleActions)[number];

/** The state each action moves an application from, and to. */
export const sampleTransitions = {
  approve: { from: "pending", to: "approved" },
  refuse: { from: "pending", to: "refused" },
  ship: { from: "approved", to: "shipped" },
  cancel: { from: "pending", to: "cancelled" },
} as const satisfies Record<SampleAction, { from: SampleState; to: SampleState }>;

export const sampleLimits = {
  /** Samples are a few boards for an evaluation, not a purchase. */
  quantityMin: 1,
  quantityMax: 10,
  purposeMaxLength: 500,
  contactNameMaxLength: 50,
  cityNameMaxLength: 50,
  addressMaxLength: 200,
  reasonMaxLength: 500,
  carrierMaxLength: 50,
  trackingNumberMaxLength: 50,
} as const;

/** `/application/addApplication`: the server checks the product, the province and its city. */
export const sampleApplicationInput = z.object({
  productId: recordId,
  quantity: z.number().int().min(sampleLimits.quantityMin).max(sampleLimits.quantityMax),
  purpose: multiLine().min(1).max(sampleLimits.purposeMaxLength),
  contactName: singleLine().min(1).max(sampleLimits.contactNameMaxLength),
  phone: mainlandMobile,
  /** A 6-digit province code of the geo dictionary (`/common/dict?type=geo`). */
  provinceCode: z.string().regex(/^\d{6}$/),
  /** One of that province's cities, by name. */
  cityName: singleLine().min(1).max(sampleLimits.cityNameMaxLength),
  address: singleLine().min(1).max(sampleLimits.addressMaxLength),
});
export type SampleApplicationInput = z.infer<typeof sampleApplicationInput>;

/**
 * `/application/manageUserApplication`: a refusal needs `reason`, a shipment `carrier` and
 * `trackingNumber` (the server names the missing field).
 */
export const manageSampleInput = z.object({
  id: recordId,
  action: z.enum(sampleActions),
  reason: optionalField(multiLine().min(1).max(sampleLimits.reasonMaxLength)),
  carrier: optionalField(singleLine().min(1).max(sampleLimits.carrierMaxLength)),
  trackingNumber: optionalField(
    singleLine()
      .min(1)
      .max(sampleLimits.trackingNumberMaxLength)
      .regex(/^[0-9A-Za-z-]+$/),
  ),
});
export type ManageSampleInput = z.infer<typeof manageSampleInput>;

/** The filters of the staff list and of its export. */
export const sampleFilters = z.object({
  state: z.enum(sampleStates).optional(),
  productId: recordIdFromText.optional(),
  /** Matches the product model, the contact name, the phone or the tracking number. */
  keyword: keywordFilter,
});
export type SampleFilters = z.infer<typeof sampleFilters>;

export const sampleManagementQuery = pageQuery.extend(sampleFilters.shape);
export type SampleManagementQuery = z.infer<typeof sampleManagementQuery>;

export const sampleApplicationAdded = z.object({ id: z.number(), state: z.enum(sampleStates) });

/** One application as its owner and staff see it; the product's name in the reader's language. */
export const sampleApplication = z.object({
  id: z.number(),
  productId: z.number(),
  productModel: z.string(),
  productName: z.string(),
  quantity: z.number(),
  purpose: z.string(),
  contactName: z.string(),
  phone: z.string(),
  provinceCode: z.string(),
  /** The province's name as the geo dictionary has it; empty for a code it no longer lists. */
  provinceName: z.string(),
  cityName: z.string(),
  address: z.string(),
  state: z.enum(sampleStates),
  reason: z.string().nullable(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
});
export type SampleApplication = z.infer<typeof sampleApplication>;

/** An application in the staff list: who asked for it, too. */
export const managedSampleApplication = sampleApplication.extend({
  userId: z.number(),
  applicantName: z.string(),
});
export type ManagedSampleApplication = z.infer<typeof managedSampleApplication>;
