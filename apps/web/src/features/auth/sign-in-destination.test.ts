import { describe, expect, it } from 'vitest';
import { destinationAfterSignIn, safeInternalPath } from './sign-in-destination';

const ORIGIN = 'https://basisdesk.example';
const destination = (redirect: string | null, cameFrom: unknown, role: 'Customer' | 'Admin' = 'Customer') =>
  destinationAfterSignIn({ redirect, cameFrom, role, origin: ORIGIN });

describe('after sign-in: redirect param, else the page the person came from, else the role home (spec §2)', () => {
  it('goes to ?redirect= with its query', () => {
    expect(destination('/tickets?search=abc', '/contact-us')).toBe('/tickets?search=abc');
  });

  it('goes back to the page the person came from when there is no redirect', () => {
    expect(destination(null, '/contact-us')).toBe('/contact-us');
    expect(destination(null, '/privacy-policy#cookies')).toBe('/privacy-policy#cookies');
  });

  it("goes to the role's home when neither says where", () => {
    expect(destination(null, undefined, 'Customer')).toBe('/dashboard');
    expect(destination(null, null, 'Admin')).toBe('/admin');
  });

  it('falls through a refused redirect to the page the person came from', () => {
    expect(destination('//evil.example/phish', '/contact-us')).toBe('/contact-us');
  });
});

describe('only paths of this app are accepted', () => {
  it.each([
    ['another host, protocol-relative', '//evil.example'],
    ['another host behind a backslash', '/\\evil.example'],
    ['another host behind a tab the browser strips', '/\t/evil.example'],
    ['an absolute address', 'https://evil.example/'],
    ['a script address', 'javascript:alert(1)'],
    ['a relative path', 'tickets'],
    ['an empty value', ''],
  ])('refuses %s', (_what, value) => {
    expect(safeInternalPath(value, ORIGIN)).toBeNull();
  });

  it('refuses anything that is not text', () => {
    expect(safeInternalPath({ pathname: '/tickets' }, ORIGIN)).toBeNull();
    expect(safeInternalPath(42, ORIGIN)).toBeNull();
  });

  it('refuses the sign-in pages themselves, so signing in never loops back to them', () => {
    expect(safeInternalPath('/login?redirect=%2Fdashboard', ORIGIN)).toBeNull();
    expect(safeInternalPath('/auth/callback', ORIGIN)).toBeNull();
  });

  it('keeps a path of this app with its query and fragment', () => {
    expect(safeInternalPath('/admin/users?status=Blocked#top', ORIGIN)).toBe(
      '/admin/users?status=Blocked#top',
    );
  });
});
