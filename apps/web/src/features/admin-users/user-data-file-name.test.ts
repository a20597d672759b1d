import { describe, expect, it } from 'vitest';
import { userDataFileName } from './user-data-file-name';

const DAY = new Date('2026-03-09T23:30:00Z');

describe("an admin's download of a user's data", () => {
  it('is named for the address and the UTC day', () => {
    expect(userDataFileName('Kavya.Rao@Example.com', DAY)).toBe(
      'basisdesk-data-kavya.rao-example.com-2026-03-09.zip',
    );
  });

  it('keeps no character a file system may refuse or read as a folder', () => {
    expect(userDataFileName('a/b\\c:"d"@x.in', DAY)).toBe('basisdesk-data-a-b-c-d-x.in-2026-03-09.zip');
    expect(userDataFileName('../..@', DAY)).toBe('basisdesk-data-user-2026-03-09.zip');
  });
});
