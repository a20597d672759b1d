import { describe, expect, it } from 'vitest';
import { toQueryString } from './query-string';

describe('toQueryString', () => {
  it('writes the set filters in order and leaves out unset and empty ones', () => {
    expect(
      toQueryString({ search: 'sap basis', page: 2, status: '', role: undefined, archived: false }),
    ).toBe('?search=sap+basis&page=2&archived=false');
  });

  it('is empty when nothing is set, so the path stays bare', () => {
    expect(toQueryString({ search: '', page: undefined })).toBe('');
  });
});
