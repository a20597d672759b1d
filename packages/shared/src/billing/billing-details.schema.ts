import { z } from 'zod';
import { GSTIN_MESSAGES, gstinProblem, normaliseGstin } from './gstin';

export * from './financial-year';
export * from './gst-split';
export * from './gstin';
export * from './rupees-in-words';

export const MAX_COMPANY_NAME_LENGTH = 200;
export const MAX_BILLING_ADDRESS_LENGTH = 500;

export const BILLING_DETAILS_MESSAGES = {
  companyNameTooLong: `The company name can be at most ${MAX_COMPANY_NAME_LENGTH} characters`,
  addressTooLong: `The address can be at most ${MAX_BILLING_ADDRESS_LENGTH} characters`,
  customersOnly: 'Billing details are kept for customers only',
  ...GSTIN_MESSAGES,
} as const;

/** A GSTIN as people type it (spaces, lower case), normalised and checked; empty means none. */
export const optionalGstinSchema = z
  .string()
  .transform(normaliseGstin)
  .superRefine((gstin, ctx) => {
    const problem = gstin === '' ? null : gstinProblem(gstin);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .describe('GSTIN, 15 characters; empty for none');

/**
 * PUT users/me/billing-details: what a customer's receipts name them by. Every field may be empty
 * (a person buying for themselves); what is sent replaces what was stored.
 */
export const updateBillingDetailsBodySchema = z.strictObject({
  companyName: z.string().trim().max(MAX_COMPANY_NAME_LENGTH, BILLING_DETAILS_MESSAGES.companyNameTooLong),
  address: z.string().trim().max(MAX_BILLING_ADDRESS_LENGTH, BILLING_DETAILS_MESSAGES.addressTooLong),
  gstin: optionalGstinSchema,
});
export type UpdateBillingDetailsBody = z.infer<typeof updateBillingDetailsBodySchema>;
/** What the form holds before the schema trims and normalises it. */
export type UpdateBillingDetailsInput = z.input<typeof updateBillingDetailsBodySchema>;

/** GET and PUT users/me/billing-details: empty strings when nothing is stored. */
export const billingDetailsSchema = z.object({
  companyName: z.string(),
  address: z.string(),
  gstin: z.string(),
});
export type BillingDetails = z.infer<typeof billingDetailsSchema>;
