import { normalizeTitle } from '@basisdesk/shared/tickets/ticket-title';
import { TICKET_MESSAGES } from '@basisdesk/shared/tickets/tickets.messages';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useMemo, useReducer, useRef } from 'react';
import { LoadError } from '@/components/load-error';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useFreeSlots } from '@/features/availability/api/list-free-slots';
import { fileUploadInfoQuery } from '@/features/messaging/api/get-file-upload-info';
import { countNotRefused, useFileChecks, verdictOf } from '@/features/messaging/use-file-checks';
import { supportSubOptionsQuery } from '@/features/taxonomy/api/list-support-sub-options';
import { useSupportTypes } from '@/features/taxonomy/api/list-support-types';
import { toast } from '@/lib/toast';
import { useNow } from '@/lib/use-now';
import { cn } from '@/lib/utils';
import { useConsultantsBySkills } from '../api/list-consultants-by-skills';
import { findVanishedSlots, toBookableSlots } from '../slots';
import { isSrCheckRejected, useSrCheck } from '../use-sr-check';
import { SLOTS_GONE_TOAST_ID, useSubmitRequest } from '../use-submit-request';
import {
  AUTO_ADVANCE_MS,
  initialWizardState,
  isStepValid,
  LAST_STEP,
  type StepContext,
  stepAfter,
  stepBefore,
  stepTitle,
  type WizardStep,
  wizardReducer,
} from '../wizard-state';
import { STEP_TEXTS, stepNeeds, stepOfText, WIZARD_TEXTS } from '../wizard-texts';
import { CategoryStep } from './category-step';
import { consultantName } from './consultant-option';
import { ConsultantStep } from './consultant-step';
import { DetailsStep } from './details-step';
import { EstimateLine } from './estimate-line';
import { FilesNotAttached } from './files-not-attached';
import { RequestFiles } from './request-files';
import { ReviewStep } from './review-step';
import { StepIndicator } from './step-indicator';
import { SupportTypeStep } from './support-type-step';
import { WizardHeading } from './wizard-heading';
import { WizardNav } from './wizard-nav';

/** The five-step support request wizard (spec §2); a created request opens in the ticket list. */
export function SupportWizard({
  renderReviews,
  canAttachFiles,
}: {
  /** A consultant's recent reviews beneath their option (the ratings feature's, put in by the page). */
  renderReviews: (consultantId: string) => ReactNode;
  /** Files go to the ticket's conversation, so they are offered only while messaging is on. */
  canAttachFiles: boolean;
}) {
  const [state, dispatch] = useReducer(wizardReducer, initialWizardState);
  const now = useNow();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const typesQuery = useSupportTypes();
  const subOptionsQuery = useQuery({
    ...supportSubOptionsQuery(state.supportTypeId ?? undefined),
    enabled: state.supportTypeId !== null,
  });
  const consultantsQuery = useConsultantsBySkills(state.supportTypeId, state.supportCategoryId);
  const slotsQuery = useFreeSlots(state.consultantId);
  const { refetch: refetchSlots } = slotsQuery;

  const type = typesQuery.data?.find((candidate) => candidate.id === state.supportTypeId);
  const category = type?.categories.find((candidate) => candidate.id === state.supportCategoryId);
  const subOption = subOptionsQuery.data?.find((candidate) => candidate.id === state.supportSubOptionId);
  const consultant = consultantsQuery.data?.find((candidate) => candidate.id === state.consultantId);
  const requiresSrIdentifier = subOption?.requiresSrIdentifier ?? false;
  const srCheck = useSrCheck(state.srIdentifier, requiresSrIdentifier);
  const { data: uploadInfo } = useQuery({ ...fileUploadInfoQuery(), enabled: canAttachFiles });
  const fileChecks = useFileChecks(uploadInfo);
  const context: StepContext = {
    // Until the sub-options have loaded, assume there are some: Next waits for them.
    hasSubOptions: subOptionsQuery.data ? subOptionsQuery.data.length > 0 : true,
    requiresSrIdentifier,
    isSrIdentifierRejected: isSrCheckRejected(srCheck),
    files: verdictOf(state.files, fileChecks.checks),
  };

  const bookableSlots = useMemo(() => toBookableSlots(slotsQuery.data ?? [], now), [slotsQuery.data, now]);
  const selectedSlots = bookableSlots.filter((slot) => state.timeSlotIds.includes(slot.id));
  const hourlyRate = consultant?.hourlyRate ?? null;

  const { submit, isSubmitting, isSendingFiles, filesLeft, tryAgain } = useSubmitRequest({
    state,
    context,
    dispatch,
    refetchSlots,
  });

  // Leaving while the files go would leave them behind: the browser asks first.
  useEffect(() => {
    if (!isSendingFiles) return;
    const holdPage = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', holdPage);
    return () => window.removeEventListener('beforeunload', holdPage);
  }, [isSendingFiles]);

  // A pick that moves on by itself does so after a short pause; a second pick restarts it.
  useEffect(() => {
    if (!state.autoAdvance) return;
    const { from } = state.autoAdvance;
    const timer = setTimeout(() => dispatch({ type: 'autoAdvance', from }), AUTO_ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [state.autoAdvance]);

  // Spec §4: entering step 4 with a consultant already chosen reads their slots afresh.
  const previousStep = useRef<WizardStep>(state.step);
  useEffect(() => {
    const cameFrom = previousStep.current;
    previousStep.current = state.step;
    if (state.step === 4 && cameFrom !== 4 && state.consultantId) void refetchSlots();
  }, [state.step, state.consultantId, refetchSlots]);

  // A chosen slot that is no longer offered (booked by someone else, deleted, started) is dropped.
  useEffect(() => {
    if (!slotsQuery.data) return;
    const vanished = findVanishedSlots(state.timeSlotIds, bookableSlots);
    if (vanished.length === 0) return;
    dispatch({ type: 'dropSlots', slotIds: vanished });
    toast.error(TICKET_MESSAGES.slotsGone, { id: SLOTS_GONE_TOAST_ID });
  }, [slotsQuery.data, bookableSlots, state.timeSlotIds]);

  // Each new step is announced by moving the focus to its heading (not on the first render).
  const isFirstRender = useRef(true);
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [state.step]);

  const isCurrentStepValid = isStepValid(state.step, state, context);
  const goTo = (step: WizardStep) => dispatch({ type: 'goTo', step });

  function chooseFiles(chosen: File[]) {
    fileChecks.checkChosen(chosen, countNotRefused(state.files, fileChecks.checks));
    dispatch({ type: 'addFiles', files: chosen });
  }

  function removeFile(index: number) {
    const removed = state.files[index];
    if (removed) fileChecks.forget(removed);
    dispatch({ type: 'removeFile', index });
  }

  function renderStep(): ReactNode {
    switch (state.step) {
      case 1:
        if (typesQuery.error) {
          return <LoadError message={typesQuery.error.message} onRetry={() => typesQuery.refetch()} />;
        }
        if (!typesQuery.data) {
          return (
            <div className="grid gap-3 sm:grid-cols-2" role="status">
              <span className="sr-only">{WIZARD_TEXTS.loadingTypes}</span>
              <Skeleton className="h-20" />
              <Skeleton className="h-20" />
              <Skeleton className="h-20" />
              <Skeleton className="h-20" />
            </div>
          );
        }
        return (
          <SupportTypeStep
            types={typesQuery.data}
            value={state.supportTypeId}
            onPick={(supportTypeId, manner) =>
              dispatch({ type: 'pickType', supportTypeId, shouldAdvance: !manner.isArrowKeyBrowse })
            }
          />
        );
      case 2:
        if (!type) return null;
        return (
          <CategoryStep
            type={type}
            categoryId={state.supportCategoryId}
            onPickCategory={(supportCategoryId) => dispatch({ type: 'pickCategory', supportCategoryId })}
            subOptions={{
              data: subOptionsQuery.data,
              error: subOptionsQuery.error,
              refetch: () => void subOptionsQuery.refetch(),
            }}
            subOptionId={state.supportSubOptionId}
            onPickSubOption={(picked, manner) =>
              dispatch({
                type: 'pickSubOption',
                supportSubOptionId: picked.id,
                // Spec §2: a sub-option that needs no SR identifier completes the step.
                shouldAdvance:
                  !manner.isArrowKeyBrowse &&
                  !picked.requiresSrIdentifier &&
                  state.supportCategoryId !== null,
              })
            }
            srIdentifier={state.srIdentifier}
            onSrIdentifierChange={(srIdentifier) => dispatch({ type: 'setSrIdentifier', srIdentifier })}
            srCheck={srCheck}
          />
        );
      case 3:
        return (
          <DetailsStep
            priority={state.priority}
            onPriorityChange={(priority) => dispatch({ type: 'setPriority', priority })}
            title={state.title}
            onTitleChange={(title) => dispatch({ type: 'setTitle', title })}
            description={state.description}
            onDescriptionChange={(description) => dispatch({ type: 'setDescription', description })}
            files={
              canAttachFiles && (
                <RequestFiles
                  files={state.files}
                  checks={fileChecks.checks}
                  uploadInfo={uploadInfo}
                  onChoose={chooseFiles}
                  onRemove={removeFile}
                />
              )
            }
          />
        );
      case 4:
        return (
          <ConsultantStep
            renderReviews={renderReviews}
            consultants={{
              data: consultantsQuery.data,
              error: consultantsQuery.error,
              refetch: () => void consultantsQuery.refetch(),
            }}
            consultantId={state.consultantId}
            onPickConsultant={(consultantId) => dispatch({ type: 'pickConsultant', consultantId })}
            slots={{
              data: slotsQuery.data,
              error: slotsQuery.error,
              refetch: () => void refetchSlots(),
            }}
            now={now}
            selectedSlotIds={state.timeSlotIds}
            onToggleSlot={(slotId, isSelected) => dispatch({ type: 'toggleSlot', slotId, isSelected })}
            selectedSlots={selectedSlots}
            consultantTimeZone={consultant?.timeZone ?? null}
          />
        );
      case 5:
        return (
          <ReviewStep
            summary={{
              supportTypeName: type?.name ?? '',
              categoryName: category?.name ?? '',
              subOptionName: subOption?.name ?? null,
              srIdentifier: requiresSrIdentifier ? state.srIdentifier.trim() : null,
              priority: state.priority,
              title: normalizeTitle(state.title),
              description: state.description.trim(),
              files: state.files,
              consultantName: consultant ? consultantName(consultant) : '',
              hourlyRate,
              slots: selectedSlots,
              consultantTimeZone: consultant?.timeZone ?? null,
            }}
          />
        );
    }
  }

  if (filesLeft) {
    return (
      <FilesNotAttached
        ticket={filesLeft.ticket}
        outcome={filesLeft.outcome}
        isTrying={isSubmitting}
        onTryAgain={() => void tryAgain()}
      />
    );
  }

  return (
    <>
      <StepIndicator current={state.step} onGoBack={goTo} />
      <Card>
        <section aria-labelledby={headingId}>
          <CardHeader>
            <p className="text-sm font-medium text-brand-text">{stepOfText(state.step, LAST_STEP)}</p>
            <WizardHeading id={headingId} ref={headingRef}>
              {stepTitle(state.step)}
            </WizardHeading>
            <CardDescription>{STEP_TEXTS[state.step].description}</CardDescription>
          </CardHeader>
          <CardContent>{renderStep()}</CardContent>
          {/* Step 4's grid is tall: its total and Next stay in view while it scrolls. */}
          <CardFooter
            className={cn(
              'flex-col items-stretch gap-3 border-t pt-5 sm:pt-6',
              state.step === 4 && 'sticky bottom-0 z-20 rounded-b-lg bg-card',
            )}
            data-testid="wizard-footer"
          >
            {state.step === 4 && state.consultantId !== null && (
              <EstimateLine hourlyRate={hourlyRate} slots={selectedSlots} />
            )}
            <WizardNav
              step={state.step}
              isStepValid={isCurrentStepValid}
              needs={stepNeeds(state.step, state, context)}
              isSubmitting={isSubmitting}
              submittingText={isSendingFiles ? WIZARD_TEXTS.filesSending : WIZARD_TEXTS.submitting}
              onBack={() => goTo(stepBefore(state.step))}
              onNext={() => isCurrentStepValid && goTo(stepAfter(state.step))}
              onSubmit={() => void submit()}
            />
          </CardFooter>
        </section>
      </Card>
    </>
  );
}
