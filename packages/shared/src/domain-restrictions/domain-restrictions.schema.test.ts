import { describe, expect, it } from 'vitest';
import {
  createDomainRestrictionBodySchema,
  domainsOfEmail,
  updateDomainRestrictionBodySchema,
} from '../index';

const messageOf = (result: { error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;
const restriction = (body: Record<string, unknown>) => createDomainRestrictionBodySchema.safeParse(body);

describe('a domain restriction (spec §5 "Domain restriction")', () => {
  it("the domain is required and trimmed: 'Domain is required'", () => {
    for (const domain of [undefined, null, '', '   ']) {
      expect(messageOf(restriction({ domain })), String(domain)).toBe('Domain is required');
    }
    expect(restriction({ domain: '  Example.COM ' }).data?.domain).toBe('example.com');
  });

  it("a leading '@' is forgiven; text that is no domain is refused", () => {
    expect(restriction({ domain: '@mail.example.co.in' }).data?.domain).toBe('mail.example.co.in');
    for (const domain of ['not a domain', 'localhost', 'user@example.com', 'example..com', '-bad.com']) {
      expect(messageOf(restriction({ domain })), domain).toBe('Enter a domain such as example.com');
    }
  });

  it('the reason is optional and trimmed; a blank one is none', () => {
    expect(restriction({ domain: 'example.com', reason: '  Competitor ' }).data?.reason).toBe('Competitor');
    for (const reason of [undefined, null, '   ']) {
      expect(restriction({ domain: 'example.com', reason }).data?.reason, String(reason)).toBeNull();
    }
  });

  it('an update says whether the restriction is active', () => {
    expect(
      messageOf(updateDomainRestrictionBodySchema.safeParse({ domain: 'example.com', reason: null })),
    ).toBe('isActive must be true or false');
  });

  it('restricting a domain covers its subdomains: an address is checked against its domain and every parent', () => {
    expect(domainsOfEmail('someone@Mail.Example.co.in')).toEqual([
      'mail.example.co.in',
      'example.co.in',
      'co.in',
    ]);
    expect(domainsOfEmail('a@example.com')).toEqual(['example.com']);
  });
});
