import crypto from 'node:crypto';
import type { Db } from '../src/db/client';
import { supportCategories, supportTypes, tickets } from '../src/db/schema';

/**
 * A ticket row straight in the database, for tests of other modules that need a booking to exist
 * (a booked slot refers to its ticket). Ticket behaviour itself is tested through its routes.
 */
export async function insertTicketRow(
  db: Db,
  parties: { customerId: string; consultantId: string },
  taxonomy?: { supportTypeId: string; supportCategoryId: string; supportSubOptionId?: string },
) {
  const code = crypto.randomBytes(3).toString('hex').toUpperCase();
  const { supportTypeId, supportCategoryId } = taxonomy ?? (await newTaxonomy(db, code));
  const sequence = String(crypto.randomInt(1, 100_000)).padStart(5, '0');
  const [ticket] = await db
    .insert(tickets)
    .values({
      orderNumber: `T${code.slice(0, 1)}CA000${'1125'}${sequence}`,
      customerId: parties.customerId,
      consultantId: parties.consultantId,
      supportTypeId,
      supportCategoryId,
      supportSubOptionId: taxonomy?.supportSubOptionId ?? null,
      priority: 'Medium',
      description: 'A booking made for a test',
      hourlyRatePaise: 100_000,
      bookedMinutes: 30,
    })
    .returning({ id: tickets.id });
  if (!ticket) throw new Error('insertTicketRow: no ticket');
  return ticket.id;
}

async function newTaxonomy(db: Db, code: string) {
  const [type] = await db
    .insert(supportTypes)
    .values({ name: `Type ${code}`, shortCode: `T${code}` })
    .returning({ id: supportTypes.id });
  if (!type) throw new Error('insertTicketRow: no support type');
  const [category] = await db
    .insert(supportCategories)
    .values({ name: `Category ${code}`, shortCode: 'CA', supportTypeId: type.id })
    .returning({ id: supportCategories.id });
  if (!category) throw new Error('insertTicketRow: no category');
  return { supportTypeId: type.id, supportCategoryId: category.id };
}
