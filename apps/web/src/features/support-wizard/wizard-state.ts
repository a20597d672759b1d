import { SR_IDENTIFIER_MIN_CHECK_LENGTH } from '@basisdesk/shared/sr-identifiers/sr-identifiers.limits';
import type { Priority } from '@basisdesk/shared/tickets/ticket-priorities';
import { findTitleProblem, normalizeTitle } from '@basisdesk/shared/tickets/ticket-title';
import { TICKET_MESSAGES } from '@basisdesk/shared/tickets/tickets.messages';
import type { CreateTicketBody } from '@basisdesk/shared/tickets/tickets.schema';
import type { FilesVerdict } from '@/features/messaging/use-file-checks';

/** Spec §2: 1 Support Type, 2 Category, 3 Details, 4 Consultant, 5 Review. */
export const WIZARD_STEPS = [
  { step: 1, title: 'Support Type' },
  { step: 2, title: 'Category' },
  { step: 3, title: 'Details' },
  { step: 4, title: 'Consultant' },
  { step: 5, title: 'Review' },
] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number]['step'];
export const LAST_STEP: WizardStep = 5;

const stepAt = (index: number) => (WIZARD_STEPS as ReadonlyArray<(typeof WIZARD_STEPS)[number]>)[index];
export const stepTitle = (step: WizardStep) => stepAt(step - 1)?.title ?? '';
export const stepBefore = (step: WizardStep): WizardStep => stepAt(step - 2)?.step ?? step;
export const stepAfter = (step: WizardStep): WizardStep => stepAt(step)?.step ?? step;

/** Spec §9: picking a type (or a sub-option that needs no SR identifier) moves on after this. */
export const AUTO_ADVANCE_MS = 300;

export type WizardState = {
  step: WizardStep;
  supportTypeId: string | null;
  supportCategoryId: string | null;
  supportSubOptionId: string | null;
  srIdentifier: string;
  priority: Priority | null;
  /** As typed; normalized (one line, trimmed) when checked and sent. */
  title: string;
  description: string;
  /**
   * Logs, dumps and screenshots for the consultant, judged as a message's files are; sent as the
   * customer's first message in the ticket's conversation once the request is made (decision 055).
   */
  files: File[];
  consultantId: string | null;
  timeSlotIds: string[];
  /**
   * A pick that moves the wizard on by itself, from this step. A new object per pick, so a second
   * pick restarts the pause.
   */
  autoAdvance: { from: WizardStep } | null;
};

export const initialWizardState: WizardState = {
  step: 1,
  supportTypeId: null,
  supportCategoryId: null,
  supportSubOptionId: null,
  srIdentifier: '',
  // The middle of the scale: most requests are neither trivial nor on fire.
  priority: 'Medium',
  title: '',
  description: '',
  files: [],
  consultantId: null,
  timeSlotIds: [],
  autoAdvance: null,
};

export type WizardAction =
  | { type: 'pickType'; supportTypeId: string; shouldAdvance: boolean }
  | { type: 'pickCategory'; supportCategoryId: string }
  | { type: 'pickSubOption'; supportSubOptionId: string; shouldAdvance: boolean }
  | { type: 'setSrIdentifier'; srIdentifier: string }
  | { type: 'setPriority'; priority: Priority }
  | { type: 'setTitle'; title: string }
  | { type: 'setDescription'; description: string }
  | { type: 'addFiles'; files: readonly File[] }
  | { type: 'removeFile'; index: number }
  | { type: 'pickConsultant'; consultantId: string }
  | { type: 'toggleSlot'; slotId: string; isSelected: boolean }
  | { type: 'dropSlots'; slotIds: readonly string[] }
  | { type: 'clearSlots' }
  | { type: 'goTo'; step: WizardStep }
  | { type: 'autoAdvance'; from: WizardStep };

// Spec §4 "Wizard": each choice clears what was chosen on the strength of it.
const CLEARED_BY_SUB_OPTION = {
  srIdentifier: '',
  consultantId: null,
  timeSlotIds: [],
} satisfies Partial<WizardState>;
const CLEARED_BY_CATEGORY = {
  supportSubOptionId: null,
  ...CLEARED_BY_SUB_OPTION,
} satisfies Partial<WizardState>;
const CLEARED_BY_TYPE = { supportCategoryId: null, ...CLEARED_BY_CATEGORY } satisfies Partial<WizardState>;

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'pickType': {
      const cleared = action.supportTypeId === state.supportTypeId ? {} : CLEARED_BY_TYPE;
      return {
        ...state,
        ...cleared,
        supportTypeId: action.supportTypeId,
        autoAdvance: action.shouldAdvance ? { from: 1 } : null,
      };
    }
    case 'pickCategory':
      if (action.supportCategoryId === state.supportCategoryId) return state;
      return { ...state, ...CLEARED_BY_CATEGORY, supportCategoryId: action.supportCategoryId };
    case 'pickSubOption': {
      const cleared = action.supportSubOptionId === state.supportSubOptionId ? {} : CLEARED_BY_SUB_OPTION;
      return {
        ...state,
        ...cleared,
        supportSubOptionId: action.supportSubOptionId,
        autoAdvance: action.shouldAdvance ? { from: 2 } : null,
      };
    }
    case 'setSrIdentifier':
      return { ...state, srIdentifier: action.srIdentifier };
    case 'setPriority':
      return { ...state, priority: action.priority };
    case 'setTitle':
      return { ...state, title: action.title };
    case 'setDescription':
      return { ...state, description: action.description };
    case 'addFiles':
      return { ...state, files: [...state.files, ...action.files] };
    case 'removeFile':
      return { ...state, files: state.files.filter((_, index) => index !== action.index) };
    case 'pickConsultant':
      if (action.consultantId === state.consultantId) return state;
      return { ...state, consultantId: action.consultantId, timeSlotIds: [] };
    case 'toggleSlot': {
      const others = state.timeSlotIds.filter((id) => id !== action.slotId);
      return { ...state, timeSlotIds: action.isSelected ? [...others, action.slotId] : others };
    }
    case 'dropSlots':
      return { ...state, timeSlotIds: state.timeSlotIds.filter((id) => !action.slotIds.includes(id)) };
    case 'clearSlots':
      return { ...state, timeSlotIds: [] };
    case 'goTo':
      return { ...state, step: action.step, autoAdvance: null };
    case 'autoAdvance':
      // Only if the person is still where the pick was made (they may have gone back meanwhile).
      if (state.step !== action.from || state.autoAdvance?.from !== action.from) return state;
      return { ...state, step: stepAfter(action.from), autoAdvance: null };
  }
}

/** What the rules need to know about the chosen sub-option and the type's sub-options. */
export type StepContext = {
  /** The type has sub-options, so one must be chosen. */
  hasSubOptions: boolean;
  /** The chosen sub-option requires an SR identifier. */
  requiresSrIdentifier: boolean;
  /** The identifier check said Inactive or NotFound for the identifier as typed now. */
  isSrIdentifierRejected: boolean;
  /** Where the chosen files' checks stand: Next waits while one is checked or refused. */
  files: FilesVerdict;
};

export const hasSrIdentifierLength = (srIdentifier: string) =>
  srIdentifier.trim().length >= SR_IDENTIFIER_MIN_CHECK_LENGTH;

/** Step 3 without its files: a priority, a valid title and a description. */
export const areDetailsComplete = (state: WizardState) =>
  findTitleProblem(normalizeTitle(state.title)) === null &&
  state.description.trim() !== '' &&
  state.priority !== null;

/**
 * Spec §5 "Wizard steps": what each step needs before Next. Review always passes. Step 3 also
 * waits for its files: a refused file holds the request as it holds a message (decision 054).
 */
export function isStepValid(step: WizardStep, state: WizardState, context: StepContext): boolean {
  switch (step) {
    case 1:
      return state.supportTypeId !== null;
    case 2:
      return (
        state.supportCategoryId !== null &&
        (!context.hasSubOptions || state.supportSubOptionId !== null) &&
        (!context.requiresSrIdentifier ||
          (hasSrIdentifierLength(state.srIdentifier) && !context.isSrIdentifierRejected))
      );
    case 3:
      return areDetailsComplete(state) && context.files === 'accepted';
    case 4:
      return state.consultantId !== null && state.timeSlotIds.length > 0;
    case 5:
      return true;
  }
}

/** The first step that still needs something, or null when every step is complete. */
export function firstIncompleteStep(state: WizardState, context: StepContext): WizardStep | null {
  return WIZARD_STEPS.find(({ step }) => !isStepValid(step, state, context))?.step ?? null;
}

export type SubmitCheck =
  | { ok: true; body: CreateTicketBody }
  | { ok: false; message: string; step: WizardStep };

/**
 * Spec §5 "Submit": a required SR identifier must not be empty, and every step must be complete.
 * The SR identifier travels only when the sub-option requires one.
 */
export function checkSubmission(state: WizardState, context: StepContext): SubmitCheck {
  if (context.requiresSrIdentifier && state.srIdentifier.trim() === '') {
    return { ok: false, message: TICKET_MESSAGES.srIdentifierRequired, step: 2 };
  }
  const incomplete = firstIncompleteStep(state, context);
  const { supportTypeId, supportCategoryId, consultantId, priority } = state;
  if (incomplete !== null || !supportTypeId || !supportCategoryId || !consultantId || !priority) {
    return { ok: false, message: TICKET_MESSAGES.completeAllSteps, step: incomplete ?? 1 };
  }
  return {
    ok: true,
    body: {
      supportTypeId,
      supportCategoryId,
      supportSubOptionId: state.supportSubOptionId,
      title: normalizeTitle(state.title),
      description: state.description.trim(),
      srIdentifier: context.requiresSrIdentifier ? state.srIdentifier.trim() : null,
      priority,
      consultantId,
      timeSlotIds: state.timeSlotIds,
    },
  };
}
