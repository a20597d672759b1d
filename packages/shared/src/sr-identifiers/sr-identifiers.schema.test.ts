import { describe, expect, it } from 'vitest';
import {
  createSrIdentifierBodySchema,
  SR_CHECK_MESSAGES,
  srLookupQuerySchema,
  srSuggestionLimit,
  updateSrIdentifierBodySchema,
} from '../index';

const messageOf = (result: { error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('an SR identifier (spec §5 "SR identifier admin")', () => {
  it('identifier and task are kept trimmed', () => {
    expect(
      createSrIdentifierBodySchema.parse({ identifier: '  SR6604 ', task: '  Refresh QA  ' }),
    ).toMatchObject({
      identifier: 'SR6604',
      task: 'Refresh QA',
    });
  });

  it("identifier and task must be non-empty after trimming, else 'Identifier and Task are required'", () => {
    const cases = [
      { task: 'A task' },
      { identifier: '   ', task: 'A task' },
      { identifier: null, task: 'A task' },
      { identifier: 'SR6601' },
      { identifier: 'SR6601', task: ' ' },
    ];
    for (const body of cases) {
      expect(messageOf(createSrIdentifierBodySchema.safeParse(body)), JSON.stringify(body)).toBe(
        'Identifier and Task are required',
      );
      expect(messageOf(updateSrIdentifierBodySchema.safeParse(body)), JSON.stringify(body)).toBe(
        'Identifier and Task are required',
      );
    }
  });

  it('the create form defaults to active; an update leaves it as it was unless sent', () => {
    expect(createSrIdentifierBodySchema.parse({ identifier: 'SR1', task: 'Task' }).isActive).toBe(true);
    expect(updateSrIdentifierBodySchema.parse({ identifier: 'SR1', task: 'Task' }).isActive).toBeUndefined();
  });

  it('an identifier is at most 50 characters, a task at most 500', () => {
    expect(
      messageOf(createSrIdentifierBodySchema.safeParse({ identifier: 'S'.repeat(51), task: 'Task' })),
    ).toBe('Identifier must be at most 50 characters');
    expect(
      messageOf(createSrIdentifierBodySchema.safeParse({ identifier: 'SR1', task: 'x'.repeat(501) })),
    ).toBe('Task must be at most 500 characters');
  });
});

describe('the wizard check (spec §5 "SR identifier check")', () => {
  it('speaks the spec words for each outcome', () => {
    expect(SR_CHECK_MESSAGES).toEqual({
      Required: 'SR Identifier is required',
      Valid: 'Valid SR Identifier',
      Inactive: 'SR Identifier is inactive',
      NotFound: 'SR Identifier not found',
    });
  });

  it('an identifier not given is an empty one, checked as Required', () => {
    expect(srLookupQuerySchema.parse({}).identifier).toBe('');
    expect(srLookupQuerySchema.parse({ identifier: '  SR1 ' }).identifier).toBe('SR1');
  });

  it('suggests at most 20 when the search has 2 or fewer characters, else 10', () => {
    for (const search of ['', 'q', 'qm', ' qm ']) expect(srSuggestionLimit(search), search).toBe(20);
    for (const search of ['qm0', 'Quarterly maintenance']) expect(srSuggestionLimit(search), search).toBe(10);
  });
});
