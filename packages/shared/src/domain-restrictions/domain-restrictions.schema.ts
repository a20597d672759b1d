import { z } from 'zod';
import { DOMAIN_RESTRICTION_REASON_MAX_LENGTH } from './domain-restrictions.limits';
import { DOMAIN_RESTRICTION_MESSAGES } from './domain-restrictions.messages';

export * from './domain-restrictions.limits';
export * from './domain-restrictions.messages';

/** example.com, sub.example.co.in; a leading '@' is forgiven because people paste it from addresses. */
const DOMAIN_PATTERN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export const domainSchema = z
  .string({ error: DOMAIN_RESTRICTION_MESSAGES.domainRequired })
  .trim()
  .min(1, DOMAIN_RESTRICTION_MESSAGES.domainRequired)
  .transform((value) => value.replace(/^@/, '').toLowerCase())
  .pipe(z.string().regex(DOMAIN_PATTERN, DOMAIN_RESTRICTION_MESSAGES.domainInvalid));

const reasonSchema = z
  .string()
  .trim()
  .max(DOMAIN_RESTRICTION_REASON_MAX_LENGTH, DOMAIN_RESTRICTION_MESSAGES.reasonTooLong)
  .nullish()
  .transform((value) => (value ? value : null));

export const createDomainRestrictionBodySchema = z.strictObject({
  domain: domainSchema,
  reason: reasonSchema,
});
export type CreateDomainRestrictionBody = z.infer<typeof createDomainRestrictionBodySchema>;

export const updateDomainRestrictionBodySchema = z.strictObject({
  domain: domainSchema,
  reason: reasonSchema,
  isActive: z.boolean({ error: 'isActive must be true or false' }),
});
export type UpdateDomainRestrictionBody = z.infer<typeof updateDomainRestrictionBodySchema>;

export const domainRestrictionSchema = z.object({
  id: z.uuid(),
  domain: z.string(),
  reason: z.string().nullable(),
  isActive: z.boolean().describe('true = addresses of this domain are blocked from registering'),
  createdByUserName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DomainRestriction = z.infer<typeof domainRestrictionSchema>;

export const domainRestrictionListSchema = z.array(domainRestrictionSchema);

/** The domain of an address and every parent domain: blocking example.com also blocks mail.example.com. */
export function domainsOfEmail(email: string): string[] {
  const host = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  const labels = host.split('.');
  return labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'));
}
