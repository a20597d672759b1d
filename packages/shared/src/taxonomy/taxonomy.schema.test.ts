import { describe, expect, it } from 'vitest';
import {
  describeTaxonomyUsage,
  SHORT_CODE_HINTS,
  shortCodeSchema,
  supportCategoryBodySchema,
  supportSubOptionBodySchema,
  supportTypeBodySchema,
  TAXONOMY_USAGE_MESSAGES,
  taxonomyToasts,
} from '../index';

const TYPE = '00000000-0000-4000-8000-000000000001';
const messageOf = (result: { error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('taxonomy entries (spec §5 "Taxonomy")', () => {
  it('the shortCode is uppercased (and trimmed)', () => {
    expect(shortCodeSchema.parse('  basis ')).toBe('BASIS');
    expect(shortCodeSchema.parse('l1')).toBe('L1');
  });

  it("the shortCode is at most 10 characters: 'Short code must be at most 10 characters'", () => {
    expect(shortCodeSchema.parse('abcdefghij')).toBe('ABCDEFGHIJ');
    expect(messageOf(shortCodeSchema.safeParse('ABCDEFGHIJK'))).toBe(
      'Short code must be at most 10 characters',
    );
  });

  it('the shortCode holds letters and digits only: it goes into ticket numbers', () => {
    expect(messageOf(shortCodeSchema.safeParse('AB-1'))).toBe(
      'Short code may contain only letters and digits',
    );
  });

  it('name and shortCode are required', () => {
    expect(messageOf(supportTypeBodySchema.safeParse({ shortCode: 'AB' }))).toBe('Name is required');
    expect(messageOf(supportTypeBodySchema.safeParse({ name: '   ', shortCode: 'AB' }))).toBe(
      'Name is required',
    );
    expect(messageOf(supportTypeBodySchema.safeParse({ name: 'Basis' }))).toBe('Short code is required');
    expect(messageOf(supportTypeBodySchema.safeParse({ name: 'Basis', shortCode: '  ' }))).toBe(
      'Short code is required',
    );
  });

  it('categories and sub-options also need a support type', () => {
    for (const schema of [supportCategoryBodySchema, supportSubOptionBodySchema]) {
      expect(messageOf(schema.safeParse({ name: 'Kernel', shortCode: 'KE' }))).toBe(
        'Support type is required',
      );
      expect(messageOf(schema.safeParse({ name: 'Kernel', shortCode: 'KE', supportTypeId: 'x' }))).toBe(
        'Support type must be a valid id',
      );
    }
  });

  it('a sub-option does not require an SR identifier unless told; a missing description is empty', () => {
    expect(
      supportSubOptionBodySchema.parse({ name: 'Level 1', shortCode: 'L1', supportTypeId: TYPE }),
    ).toEqual({
      name: 'Level 1',
      shortCode: 'L1',
      supportTypeId: TYPE,
      description: '',
      requiresSrIdentifier: false,
    });
  });

  it('hints: 2-5 characters for types, 1-3 for categories and sub-options', () => {
    expect(SHORT_CODE_HINTS).toEqual({
      type: '2-5 characters',
      category: '1-3 characters',
      subOption: '1-3 characters',
    });
  });
});

describe('taxonomy words (spec §8)', () => {
  it("the toasts: 'Failed to create/update/delete support type', '... support category', '... support sub-option', with matching successes", () => {
    expect(taxonomyToasts('support type')).toEqual({
      created: 'Support type created successfully',
      updated: 'Support type updated successfully',
      deleted: 'Support type deleted successfully',
      createFailed: 'Failed to create support type',
      updateFailed: 'Failed to update support type',
      deleteFailed: 'Failed to delete support type',
    });
    expect(taxonomyToasts('support category').deleteFailed).toBe('Failed to delete support category');
    expect(taxonomyToasts('support sub-option').created).toBe('Support sub-option created successfully');
  });

  it('an entry in use says what uses it, each kind counted, none of a kind left out of the sentence', () => {
    expect(describeTaxonomyUsage({ tickets: 2, skills: 1 })).toBe('2 ticket(s) and 1 consultant skill(s)');
    expect(describeTaxonomyUsage({ tickets: 0, skills: 3 })).toBe('3 consultant skill(s)');
    expect(TAXONOMY_USAGE_MESSAGES.cannotDelete('support type', { tickets: 2, skills: 1 })).toBe(
      'This support type is used by 2 ticket(s) and 1 consultant skill(s) and cannot be deleted',
    );
    expect(TAXONOMY_USAGE_MESSAGES.cannotChangeType('support category', { tickets: 0, skills: 1 })).toBe(
      'This support category is used by 1 consultant skill(s); its support type cannot change',
    );
  });
});
