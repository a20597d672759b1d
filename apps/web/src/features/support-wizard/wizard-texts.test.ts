import { describe, expect, it } from 'vitest';
import { initialWizardState, type StepContext } from './wizard-state';
import {
  createdToastDescription,
  filesHint,
  requestCreatedText,
  STEP_TEXTS,
  stepNeeds,
  WIZARD_TEXTS,
} from './wizard-texts';

const context = (files: StepContext['files']): StepContext => ({
  hasSubOptions: false,
  requiresSrIdentifier: false,
  isSrIdentifierRejected: false,
  files,
});
const details = { ...initialWizardState, title: 'Slow system', description: 'Work processes stop' };

describe('what a step still needs while Next waits', () => {
  it('says nothing once the step may go on', () => {
    expect(stepNeeds(3, details, context('accepted'))).toBe('');
    expect(stepNeeds(5, initialWizardState, context('refused'))).toBe('');
  });

  it("names step 3's files when only they hold it back: a refused one, or a check still running", () => {
    expect(stepNeeds(3, details, context('refused'))).toBe('Remove the refused file to continue.');
    expect(stepNeeds(3, details, context('checking'))).toBe('Checking the files...');
  });

  it("says both when the details are missing too, and only the step's needs elsewhere", () => {
    expect(stepNeeds(3, initialWizardState, context('refused'))).toBe(
      `${STEP_TEXTS[3].needs} ${WIZARD_TEXTS.filesRefused}`,
    );
    expect(stepNeeds(3, initialWizardState, context('accepted'))).toBe(STEP_TEXTS[3].needs);
    expect(stepNeeds(4, initialWizardState, context('refused'))).toBe(STEP_TEXTS[4].needs);
  });
});

describe("the files' hint and the created request's words", () => {
  it("gives the admin's rules once they have loaded, and the messaging maximum always", () => {
    expect(
      filesHint({ allowedFileTypes: ['pdf', 'txt', 'png'], maxFileSize: 10_485_760, maxFileSizeMB: 10 }),
    ).toBe(
      "Logs, dumps and screenshots for the consultant, sent in the ticket's conversation. Up to 5 files of at most 10MB each: pdf, txt, png.",
    );
    expect(filesHint(undefined)).toBe(
      "Logs, dumps and screenshots for the consultant, sent in the ticket's conversation. Up to 5 files.",
    );
  });

  it('names the order number and the files that went, when there are any', () => {
    expect(createdToastDescription('SRBILL0102600013', 0)).toBe('Order number: SRBILL0102600013');
    expect(createdToastDescription('SRBILL0102600013', 2)).toBe(
      "Order number: SRBILL0102600013 · 2 file(s) attached in the ticket's conversation",
    );
    expect(createdToastDescription(null, 0)).toBeUndefined();
    expect(requestCreatedText('SRBILL0102600013')).toBe('Request SRBILL0102600013 created');
    expect(requestCreatedText(null)).toBe('Request created');
  });
});
