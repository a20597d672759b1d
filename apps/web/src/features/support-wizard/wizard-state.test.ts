import { describe, expect, it } from 'vitest';
import {
  checkSubmission,
  initialWizardState,
  isStepValid,
  type StepContext,
  wizardReducer,
} from './wizard-state';

const NO_SUB_OPTIONS: StepContext = {
  hasSubOptions: false,
  requiresSrIdentifier: false,
  isSrIdentifierRejected: false,
  files: 'accepted',
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
      title: '  Slow\n system  ',
      description: ' Slow system ',
      consultantId: 'k',
      timeSlotIds: ['s'],
    };
    const result = checkSubmission(state, NO_SUB_OPTIONS);
    expect(result).toMatchObject({
      ok: true,
      body: { srIdentifier: null, title: 'Slow system', description: 'Slow system' },
    });
  });

  it('sends the person back to step 3 while a file is refused, and sends no file in the request', () => {
    const state = {
      ...initialWizardState,
      supportTypeId: 't',
      supportCategoryId: 'c',
      title: 'Slow system',
      description: 'Slow system',
      files: [new File(['MZ'], 'kernel-patch.pdf')],
      consultantId: 'k',
      timeSlotIds: ['s'],
    };
    expect(checkSubmission(state, { ...NO_SUB_OPTIONS, files: 'refused' })).toMatchObject({
      ok: false,
      step: 3,
    });
    const result = checkSubmission(state, NO_SUB_OPTIONS);
    expect(result.ok && Object.keys(result.body)).not.toContain('files');
  });

  it('sends the person back to the first incomplete step', () => {
    const result = checkSubmission({ ...initialWizardState, supportTypeId: 't' }, NO_SUB_OPTIONS);
    expect(result).toMatchObject({ ok: false, step: 2 });
  });
});

describe('each choice clears what was chosen on the strength of it (spec §4 "Wizard")', () => {
  const full = {
    ...initialWizardState,
    supportTypeId: 'type-a',
    supportCategoryId: 'cat-a',
    supportSubOptionId: 'sub-a',
    srIdentifier: 'SR1001',
    consultantId: 'consultant-a',
    timeSlotIds: ['slot-1', 'slot-2'],
  };

  it('changing category clears sub-option, SR identifier, consultant and slots', () => {
    expect(wizardReducer(full, { type: 'pickCategory', supportCategoryId: 'cat-b' })).toMatchObject({
      supportTypeId: 'type-a',
      supportCategoryId: 'cat-b',
      supportSubOptionId: null,
      srIdentifier: '',
      consultantId: null,
      timeSlotIds: [],
    });
  });

  it('changing sub-option clears SR identifier, consultant and slots', () => {
    const next = wizardReducer(full, {
      type: 'pickSubOption',
      supportSubOptionId: 'sub-b',
      shouldAdvance: false,
    });
    expect(next).toMatchObject({
      supportCategoryId: 'cat-a',
      srIdentifier: '',
      consultantId: null,
      timeSlotIds: [],
    });
  });

  it('picking a sub-option that needs no SR identifier auto-advances from step 2', () => {
    const next = wizardReducer(
      { ...full, step: 2 },
      { type: 'pickSubOption', supportSubOptionId: 'sub-b', shouldAdvance: true },
    );
    expect(wizardReducer(next, { type: 'autoAdvance', from: 2 }).step).toBe(3);
  });

  it('changing consultant clears the selected slots and nothing else', () => {
    expect(wizardReducer(full, { type: 'pickConsultant', consultantId: 'consultant-b' })).toMatchObject({
      supportSubOptionId: 'sub-a',
      srIdentifier: 'SR1001',
      consultantId: 'consultant-b',
      timeSlotIds: [],
    });
  });

  it('keeps the files through every other choice; a file is added and removed by its place', () => {
    const log = new File(['dev_w0'], 'dev_w0.txt', { type: 'text/plain' });
    const shot = new File(['png'], 'sm21.png', { type: 'image/png' });
    const withFiles = wizardReducer(full, { type: 'addFiles', files: [log, shot] });
    expect(withFiles.files).toEqual([log, shot]);
    const again = wizardReducer(withFiles, { type: 'addFiles', files: [log] });
    expect(again.files).toEqual([log, shot, log]);
    expect(wizardReducer(again, { type: 'removeFile', index: 2 }).files).toEqual([log, shot]);
    expect(wizardReducer(again, { type: 'removeFile', index: 0 }).files).toEqual([shot, log]);
    const retyped = wizardReducer(withFiles, {
      type: 'pickType',
      supportTypeId: 'type-b',
      shouldAdvance: false,
    });
    expect(retyped.files).toEqual([log, shot]);
  });

  it('drops the slots that vanished and keeps the rest', () => {
    expect(wizardReducer(full, { type: 'dropSlots', slotIds: ['slot-1'] }).timeSlotIds).toEqual(['slot-2']);
  });
});

describe('forward only if the current step is valid (spec §5 "Wizard steps")', () => {
  const context = (overrides: Partial<StepContext> = {}): StepContext => ({
    ...NO_SUB_OPTIONS,
    ...overrides,
  });

  it('step 1 needs a type', () => {
    expect(isStepValid(1, initialWizardState, context())).toBe(false);
    expect(isStepValid(1, { ...initialWizardState, supportTypeId: 't' }, context())).toBe(true);
  });

  it('step 2 needs a category, a sub-option when any exist, and an SR identifier of at least 3 characters when required', () => {
    const withCategory = { ...initialWizardState, supportCategoryId: 'c' };
    expect(isStepValid(2, withCategory, context())).toBe(true);
    expect(isStepValid(2, withCategory, context({ hasSubOptions: true }))).toBe(false);
    const withSubOption = { ...withCategory, supportSubOptionId: 's' };
    const srRequired = context({ hasSubOptions: true, requiresSrIdentifier: true });
    expect(isStepValid(2, { ...withSubOption, srIdentifier: 'SR' }, srRequired)).toBe(false);
    expect(isStepValid(2, { ...withSubOption, srIdentifier: 'SR1' }, srRequired)).toBe(true);
  });

  it('step 2 refuses an SR identifier the check found inactive or unknown', () => {
    const state = { ...initialWizardState, supportCategoryId: 'c', srIdentifier: 'SR9999' };
    expect(isStepValid(2, state, context({ requiresSrIdentifier: true, isSrIdentifierRejected: true }))).toBe(
      false,
    );
  });

  it('step 3 needs a title of 5–120 characters, a non-empty description and a priority', () => {
    const titled = { ...initialWizardState, title: 'Slow system' };
    expect(isStepValid(3, { ...titled, description: '   ' }, context())).toBe(false);
    expect(isStepValid(3, { ...titled, description: 'Slow' }, context())).toBe(true);
    expect(isStepValid(3, { ...titled, title: ' Slow ', description: 'Slow' }, context())).toBe(false);
    expect(isStepValid(3, { ...titled, title: 'x'.repeat(300), description: 'Slow' }, context())).toBe(false);
  });

  it('step 3 waits while a chosen file is being checked or was refused', () => {
    const details = { ...initialWizardState, title: 'Slow system', description: 'Slow' };
    expect(isStepValid(3, details, context({ files: 'checking' }))).toBe(false);
    expect(isStepValid(3, details, context({ files: 'refused' }))).toBe(false);
    expect(isStepValid(3, details, context({ files: 'accepted' }))).toBe(true);
  });

  it('step 4 needs a consultant and at least one slot; review always passes', () => {
    const chosen = { ...initialWizardState, consultantId: 'k' };
    expect(isStepValid(4, chosen, context())).toBe(false);
    expect(isStepValid(4, { ...chosen, timeSlotIds: ['s'] }, context())).toBe(true);
    expect(isStepValid(5, initialWizardState, context())).toBe(true);
  });

  it("refuses to submit a required SR identifier left empty: 'SR Identifier is required for this request type.'", () => {
    const state = { ...initialWizardState, supportTypeId: 't', supportCategoryId: 'c', srIdentifier: ' ' };
    expect(checkSubmission(state, context({ requiresSrIdentifier: true }))).toEqual({
      ok: false,
      message: 'SR Identifier is required for this request type.',
      step: 2,
    });
  });

  it("refuses to submit incomplete steps: 'Please complete all steps before submitting.'", () => {
    expect(checkSubmission(initialWizardState, context())).toMatchObject({
      ok: false,
      message: 'Please complete all steps before submitting.',
    });
  });
});
