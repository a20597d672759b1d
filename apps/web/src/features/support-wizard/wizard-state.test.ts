import { describe, expect, it } from 'vitest';
import { checkSubmission, initialWizardState, type StepContext, wizardReducer } from './wizard-state';

const NO_SUB_OPTIONS: StepContext = {
  hasSubOptions: false,
  requiresSrIdentifier: false,
  isSrIdentifierRejected: false,
};

describe('wizardReducer', () => {
  it('clears the category, sub-option, consultant and slots when another type is picked', () => {
    const chosen = {
      ...initialWizardState,
      supportTypeId: 'type-a',
      supportCategoryId: 'cat-a',
      supportSubOptionId: 'sub-a',
      consultantId: 'consultant-a',
      timeSlotIds: ['slot-1'],
    };
    const next = wizardReducer(chosen, { type: 'pickType', supportTypeId: 'type-b', shouldAdvance: true });
    expect(next).toMatchObject({
      supportTypeId: 'type-b',
      supportCategoryId: null,
      supportSubOptionId: null,
      consultantId: null,
      timeSlotIds: [],
      autoAdvance: { from: 1 },
    });
  });

  it('keeps what was chosen when the same type is picked again', () => {
    const chosen = { ...initialWizardState, supportTypeId: 'type-a', supportCategoryId: 'cat-a' };
    const next = wizardReducer(chosen, { type: 'pickType', supportTypeId: 'type-a', shouldAdvance: false });
    expect(next.supportCategoryId).toBe('cat-a');
  });

  it('does not auto-advance once the person has gone to another step', () => {
    const picked = wizardReducer(initialWizardState, {
      type: 'pickType',
      supportTypeId: 't',
      shouldAdvance: true,
    });
    const moved = wizardReducer(picked, { type: 'goTo', step: 3 });
    expect(wizardReducer(moved, { type: 'autoAdvance', from: 1 }).step).toBe(3);
    expect(wizardReducer(picked, { type: 'autoAdvance', from: 1 }).step).toBe(2);
  });
});

describe('checkSubmission', () => {
  it('sends the SR identifier only when the sub-option requires one', () => {
    const state = {
      ...initialWizardState,
      supportTypeId: 't',
      supportCategoryId: 'c',
      srIdentifier: 'SR-1',
      description: ' Slow system ',
      consultantId: 'k',
      timeSlotIds: ['s'],
    };
    const result = checkSubmission(state, NO_SUB_OPTIONS);
    expect(result).toMatchObject({ ok: true, body: { srIdentifier: null, description: 'Slow system' } });
  });

  it('sends the person back to the first incomplete step', () => {
    const result = checkSubmission({ ...initialWizardState, supportTypeId: 't' }, NO_SUB_OPTIONS);
    expect(result).toMatchObject({ ok: false, step: 2 });
  });
});
