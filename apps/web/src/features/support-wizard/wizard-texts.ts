import { MESSAGE_MAX_ATTACHMENTS } from '@basisdesk/shared/messaging/messaging.limits';
import type { FileUploadInfo } from '@basisdesk/shared/messaging/messaging.schema';
import { SR_IDENTIFIER_MIN_CHECK_LENGTH } from '@basisdesk/shared/sr-identifiers/sr-identifiers.limits';
import {
  areDetailsComplete,
  isStepValid,
  type StepContext,
  type WizardState,
  type WizardStep,
} from './wizard-state';

/** The wizard's own words: headings, hints and labels the spec leaves to the screen. */
export const WIZARD_TEXTS = {
  pageTitle: 'New Support Request',
  pageDescription: 'Tell us what you need, choose a consultant and book their time.',
  progressLabel: 'Progress',
  completed: 'completed',
  back: 'Back',
  next: 'Next',
  submit: 'Submit Request',
  submitting: 'Submitting...',
  supportTypeLegend: 'Support type',
  categoryLegend: 'Category',
  subOptionLegend: 'Sub-category',
  needsSrIdentifier: 'Needs an SR Identifier.',
  loadingSubOptions: 'Loading sub-categories...',
  loadingTypes: 'Loading support types...',
  loadingConsultants: 'Loading consultants...',
  loadingSlots: 'Loading time slots...',
  noCategories: 'This support type has no categories yet. Please choose another type.',
  srIdentifierLabel: 'SR Identifier',
  srIdentifierPlaceholder: 'e.g. SR1001',
  srIdentifierShort: `Enter at least ${SR_IDENTIFIER_MIN_CHECK_LENGTH} characters to check the identifier.`,
  srIdentifierChecking: 'Checking SR Identifier...',
  srSuggestionsLabel: 'SR identifier suggestions',
  priorityLegend: 'Priority',
  titleLabel: 'Title',
  titlePlaceholder: 'e.g. Transports from DEV to QAS fail with return code 8',
  titleHint: 'Shown with the ticket number in every list, mail and calendar invite.',
  descriptionLabel: 'Description',
  descriptionPlaceholder: 'Describe the problem: system, error messages, what you have tried, deadlines.',
  filesLabel: 'Files (optional)',
  files: 'Files',
  filesNotAttachedList: 'Files not attached',
  attachFiles: 'Attach files',
  filesRefused: 'Remove the refused file to continue.',
  filesChecking: 'Checking the files...',
  filesSending: 'Attaching files...',
  filesNotAttachedLead:
    'The request is saved and its time slots are booked, but these files are not attached:',
  filesNotAttachedHint:
    "Try again, or attach them in the ticket's conversation, where the files that did arrive already are.",
  tryAgain: 'Try again',
  tryingAgain: 'Trying again...',
  openConversation: "Open the ticket's conversation",
  openTicket: 'Open the ticket',
  consultantLegend: 'Consultant',
  noConsultants: 'No consultants cover this category yet. Please choose another category or try again later.',
  noRatings: 'No ratings yet',
  nextFree: 'Next free:',
  noFreeSlotThisWeek: 'No free slot in the next 7 days',
  newToBasis: 'New to SAP BASIS',
  certifications: 'Certifications',
  languages: 'Languages',
  skills: 'Skills',
  moreSkills: (count: number) => `+${count} more`,
  rateNotSet: 'Hourly rate not set: cannot be booked yet',
  perHour: '/ hour',
  slotsHeading: 'Available time slots',
  slotsDescription: 'Pick one or more 30-minute slots in the next 7 days.',
  noSlots: 'This consultant has no free slots in the next 7 days. Please choose another consultant.',
  chooseConsultantFirst: 'Choose a consultant to see their free time slots.',
  estimatedTotal: 'Estimated total',
  totalHours: 'Total hours',
  hourlyRate: 'Hourly rate',
  timeSlots: 'Time slots',
  consultantTime: "Consultant's time:",
  consultantTimeShort: 'consultant',
} as const;

/** 'Times in your zone (CET); consultant in IST', or only the first half when theirs is unknown. */
export const zonesText = (viewerZone: string, consultantZone: string | null) =>
  consultantZone
    ? `Times in your zone (${viewerZone}); consultant in ${consultantZone}`
    : `Times in your zone (${viewerZone})`;

/** Each step's heading line, and what it still needs while Next stays disabled. */
export const STEP_TEXTS: Record<WizardStep, { description: string; needs: string }> = {
  1: { description: 'What do you need help with?', needs: 'Choose a support type to continue.' },
  2: {
    description: 'Narrow the request down so we can match the right consultant.',
    needs: 'Choose a category (and a sub-category and SR Identifier where asked) to continue.',
  },
  3: {
    description: 'How urgent is it, and what is going on?',
    needs: 'Choose a priority and describe the request.',
  },
  4: {
    description: 'Consultants are ranked by their ratings. Choose one, then their time slots.',
    needs: 'Choose a consultant and at least one time slot.',
  },
  5: { description: 'Check everything before you submit the request.', needs: '' },
};

/** Under the Files label: what may be attached, in the admin's rules, and where the files go. */
export function filesHint(info: FileUploadInfo | undefined) {
  const limits = info
    ? ` Up to ${MESSAGE_MAX_ATTACHMENTS} files of at most ${info.maxFileSizeMB}MB each: ${info.allowedFileTypes.join(', ')}.`
    : ` Up to ${MESSAGE_MAX_ATTACHMENTS} files.`;
  return `Logs, dumps and screenshots for the consultant, sent in the ticket's conversation.${limits}`;
}

/** The created toast's line: 'Order number: …', and how many files went to the conversation. */
export function createdToastDescription(orderNumber: string | null, fileCount: number): string | undefined {
  const parts = [
    orderNumber ? `Order number: ${orderNumber}` : null,
    fileCount > 0 ? `${fileCount} file(s) attached in the ticket's conversation` : null,
  ].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(' · ') : undefined;
}

/** The heading of the wizard's last screen when the request is made but some files did not go. */
export const requestCreatedText = (orderNumber: string | null) =>
  orderNumber ? `Request ${orderNumber} created` : 'Request created';

/**
 * What the step still needs while Next waits ('' once it may go on): step 3 names its files when
 * they hold it back, a refused one first (its reason is beside it).
 */
export function stepNeeds(step: WizardStep, state: WizardState, context: StepContext): string {
  if (isStepValid(step, state, context)) return '';
  if (step !== 3 || context.files === 'accepted') return STEP_TEXTS[step].needs;
  const files = context.files === 'refused' ? WIZARD_TEXTS.filesRefused : WIZARD_TEXTS.filesChecking;
  return areDetailsComplete(state) ? files : `${STEP_TEXTS[3].needs} ${files}`;
}

export const slotCountText = (count: number) => `${count} slot${count === 1 ? '' : 's'} selected`;
export const stepOfText = (step: number, total: number) => `Step ${step} of ${total}`;
