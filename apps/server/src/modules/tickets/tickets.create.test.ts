import { SKILL_MESSAGES, TAXONOMY_MESSAGES, TICKET_MESSAGES } from '@basisdesk/shared';
import { describe, expect, it } from 'vitest';
import { AUTHENTICATION_REQUIRED, expectError } from '../../../test/expect-response';
import { NO_TOKEN } from '../../../test/send-request';
import { NOW, unknownId, useCreateTickets } from './tickets.create.test-kit';

const { kit, given, countTickets, slotTicketIds } = useCreateTickets();

describe('POST /api/SupportRequests: who may raise a request', () => {
  it('401 without a token', async () => {
    const [slot] = await kit.publishSlots(given.consultant);
    const response = await kit.createTicket(NO_TOKEN, kit.ticketBody(given.basis, given.consultant, [slot!]));
    expectError(response, ...AUTHENTICATION_REQUIRED);
  });

  it(`403 for a consultant: "${TICKET_MESSAGES.consultantsCannotCreate}"`, async () => {
    const [slot] = await kit.publishSlots(given.consultant);
    const response = await kit.createTicket(
      given.consultant,
      kit.ticketBody(given.basis, given.consultant, [slot!]),
    );
    expectError(response, 403, TICKET_MESSAGES.consultantsCannotCreate, { code: 'FORBIDDEN' });
  });

  it(`403 for an admin, who books for nobody: "${TICKET_MESSAGES.onlyCustomersCreate}"`, async () => {
    const [slot] = await kit.publishSlots(given.consultant);
    const response = await kit.createTicket(
      kit.admin,
      kit.ticketBody(given.basis, given.consultant, [slot!]),
    );
    expectError(response, 403, TICKET_MESSAGES.onlyCustomersCreate);
  });
});

describe('POST /api/SupportRequests: the payload', () => {
  it('400 for missing or malformed fields, in the shared words', async () => {
    const [slot] = await kit.publishSlots(given.consultant);
    const valid = kit.ticketBody(given.basis, given.consultant, [slot!]);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...valid, supportTypeId: undefined }, 'supportTypeId is required', 'supportTypeId'],
      [{ ...valid, supportCategoryId: 'abc' }, 'supportCategoryId must be a valid id', 'supportCategoryId'],
      [{ ...valid, description: '   ' }, TICKET_MESSAGES.descriptionRequired, 'description'],
      [{ ...valid, description: 'x'.repeat(5001) }, TICKET_MESSAGES.descriptionTooLong, 'description'],
      [{ ...valid, priority: 'Urgent' }, TICKET_MESSAGES.priorityInvalid, 'priority'],
      [{ ...valid, timeSlotIds: [] }, TICKET_MESSAGES.slotsRequired, 'timeSlotIds'],
      [{ ...valid, timeSlotIds: [slot!.id, slot!.id] }, TICKET_MESSAGES.duplicateSlots, 'timeSlotIds'],
      [{ ...valid, status: 'Paid' }, 'Unknown field: status', ''],
    ];
    for (const [payload, message, path] of cases) {
      expectError(await kit.createTicket(given.customer, payload), 400, message, { path });
    }
    expect(await countTickets()).toBe(0);
  });

  it('400 when the support type, category or sub-option is unknown or of another type', async () => {
    const [slot] = await kit.publishSlots(given.consultant);
    const valid = kit.ticketBody(given.basis, given.consultant, [slot!]);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...valid, supportTypeId: unknownId() }, TAXONOMY_MESSAGES.supportTypeNotFound, 'supportTypeId'],
      [{ ...valid, supportCategoryId: unknownId() }, TAXONOMY_MESSAGES.categoryNotFound, 'supportCategoryId'],
      [
        { ...valid, supportCategoryId: given.service.categoryId },
        SKILL_MESSAGES.categoryNotOfType,
        'supportCategoryId',
      ],
      [
        { ...valid, supportSubOptionId: unknownId() },
        TAXONOMY_MESSAGES.subOptionNotFound,
        'supportSubOptionId',
      ],
      [
        { ...valid, supportSubOptionId: given.service.levelOneId },
        SKILL_MESSAGES.subOptionNotOfType,
        'supportSubOptionId',
      ],
    ];
    for (const [payload, message, path] of cases) {
      expectError(await kit.createTicket(given.customer, payload), 400, message, { path });
    }
  });

  it(`400 without a sub-option when the type has some: "${TICKET_MESSAGES.subOptionRequired}"`, async () => {
    const [slot] = await kit.publishSlots(given.consultant);
    const body = kit.ticketBody(given.service, given.consultant, [slot!], { supportSubOptionId: undefined });
    expectError(await kit.createTicket(given.customer, body), 400, TICKET_MESSAGES.subOptionRequired, {
      path: 'supportSubOptionId',
    });
  });

  it('400 when the sub-option needs an SR identifier and it is missing, unknown or inactive', async () => {
    await kit.newSrIdentifier('SR9000111', false);
    const [slot] = await kit.publishSlots(given.consultant);
    const body = (srIdentifier?: string) =>
      kit.ticketBody(given.service, given.consultant, [slot!], {
        supportSubOptionId: given.service.srSubOptionId,
        srIdentifier,
      });
    expectError(await kit.createTicket(given.customer, body()), 400, TICKET_MESSAGES.srIdentifierRequired, {
      path: 'srIdentifier',
    });
    expect(TICKET_MESSAGES.srIdentifierRequired).toBe('SR Identifier is required for this request type.');
    expectError(
      await kit.createTicket(given.customer, body('  ')),
      400,
      TICKET_MESSAGES.srIdentifierRequired,
      {
        path: 'srIdentifier',
      },
    );
    expectError(
      await kit.createTicket(given.customer, body('SR0000000')),
      400,
      TICKET_MESSAGES.srIdentifierNotFound,
      { path: 'srIdentifier' },
    );
    expectError(
      await kit.createTicket(given.customer, body('sr9000111')),
      400,
      TICKET_MESSAGES.srIdentifierInactive,
      { path: 'srIdentifier' },
    );
  });
});

describe('POST /api/SupportRequests: the consultant and the slots', () => {
  it(`400 for a consultant who cannot be booked: "${TICKET_MESSAGES.consultantUnavailable}"`, async () => {
    const skills = [{ typeId: given.basis.typeId }];
    const inactive = await kit.newConsultant({ status: 'Inactive', skills });
    const unverified = await kit.newConsultant({ verified: false, skills });
    const withoutRate = await kit.newConsultant({ hourlyRate: null, skills });
    for (const candidate of [inactive, unverified, withoutRate]) {
      const [slot] = await kit.publishSlots(candidate);
      const response = await kit.createTicket(
        given.customer,
        kit.ticketBody(given.basis, candidate, [slot!]),
      );
      expectError(response, 400, TICKET_MESSAGES.consultantUnavailable, { path: 'consultantId' });
    }
    const [slot] = await kit.publishSlots(given.consultant);
    for (const consultantId of [unknownId(), given.customer.id]) {
      const response = await kit.createTicket(
        given.customer,
        kit.ticketBody(given.basis, given.consultant, [slot!], { consultantId }),
      );
      expectError(response, 400, TICKET_MESSAGES.consultantUnavailable, { path: 'consultantId' });
    }
    expect(await slotTicketIds([slot!.id])).toEqual([null]);
  });

  it(`400 for a consultant without the skill: "${TICKET_MESSAGES.consultantLacksSkill}"`, async () => {
    const otherCategory = await kit.newCategory(given.basis.typeId, { name: 'Transport', shortCode: 'TR' });
    const noSkills = await kit.newConsultant();
    const otherCategoryOnly = await kit.newConsultant({
      skills: [{ typeId: given.basis.typeId, categoryId: otherCategory.id }],
    });
    const otherTypeOnly = await kit.newConsultant({ skills: [{ typeId: given.service.typeId }] });
    for (const candidate of [noSkills, otherCategoryOnly, otherTypeOnly]) {
      const [slot] = await kit.publishSlots(candidate);
      const response = await kit.createTicket(
        given.customer,
        kit.ticketBody(given.basis, candidate, [slot!]),
      );
      expectError(response, 400, TICKET_MESSAGES.consultantLacksSkill, { path: 'consultantId' });
    }
  });

  it(`400 for a slot that is not the consultant's (or unknown): "${TICKET_MESSAGES.slotNotOfConsultant}"`, async () => {
    const other = await kit.newConsultant({ skills: [{ typeId: given.basis.typeId }] });
    const [own] = await kit.publishSlots(given.consultant);
    const [foreign] = await kit.publishSlots(other);
    for (const slotIds of [[own!.id, foreign!.id], [unknownId()]]) {
      const body = kit.ticketBody(given.basis, given.consultant, [], { timeSlotIds: slotIds });
      expectError(await kit.createTicket(given.customer, body), 400, TICKET_MESSAGES.slotNotOfConsultant, {
        path: 'timeSlotIds',
      });
    }
    expect(await slotTicketIds([own!.id, foreign!.id])).toEqual([null, null]);
  });

  it(`400 for a slot that has started: "${TICKET_MESSAGES.slotInPast}"`, async () => {
    const [slot] = await kit.publishSlots(given.consultant);
    kit.clock.set(slot!.slotStartTime);
    try {
      const response = await kit.createTicket(
        given.customer,
        kit.ticketBody(given.basis, given.consultant, [slot!]),
      );
      expectError(response, 400, TICKET_MESSAGES.slotInPast, { path: 'timeSlotIds' });
    } finally {
      kit.clock.set(NOW);
    }
  });
});
