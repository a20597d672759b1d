import { SR_IDENTIFIER_MIN_CHECK_LENGTH } from '@basisdesk/shared/sr-identifiers/sr-identifiers.limits';
import type { WizardStep } from './wizard-state';

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

export const slotCountText = (count: number) => `${count} slot${count === 1 ? '' : 's'} selected`;
export const stepOfText = (step: number, total: number) => `Step ${step} of ${total}`;
