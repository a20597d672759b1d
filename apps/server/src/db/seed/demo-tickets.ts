import type { Priority, Ticket, TicketStatus } from '@basisdesk/shared';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from './first-run';

/**
 * A few tickets in the demo workspace, raised and worked through the application's own API (the
 * same checks, booking and numbering as any request), so the lists, dashboards and history have
 * something to show: one New, one In Progress, one Closed with hours logged and payment due.
 */
interface DemoTicket {
  consultant: string;
  type: string;
  category: string;
  subOption: string;
  priority: Priority;
  slots: number;
  title: string;
  description: string;
  progress: Array<{ status: TicketStatus; comment?: string; hoursWorked?: number }>;
}

const CUSTOMER = 'customer@example.com';

const DEMO_TICKETS: DemoTicket[] = [
  {
    consultant: 'consultant@example.com',
    type: 'BASIS',
    category: 'TMS',
    subOption: 'L2',
    priority: 'High',
    slots: 2,
    title: 'Transports DEV to QAS end with return code 8',
    description:
      'Transport requests from DEV to QAS end with return code 8 since last weekend. The import log shows ' +
      'missing objects in the buffer; we need the queue cleaned up and the cause found before the release.',
    progress: [],
  },
  {
    consultant: 'consultant@example.com',
    type: 'DB',
    category: 'HAN',
    subOption: 'L3',
    priority: 'VeryHigh',
    slots: 1,
    title: 'HANA memory limit hit during the nightly batch',
    description:
      'The production HANA database reaches its memory allocation limit during the nightly batch and ' +
      'jobs are cancelled. Please analyse the memory statistics and advise on the settings.',
    progress: [
      { status: 'InProgress', comment: 'Reviewing the memory statistics of the last three nights.' },
    ],
  },
  {
    consultant: 'consultant2@example.com',
    type: 'SEC',
    category: 'SSO',
    subOption: 'L1',
    priority: 'Medium',
    slots: 2,
    title: 'Fiori single sign-on fails after certificate expiry',
    description: 'Single sign-on to the Fiori launchpad fails for all users since the certificate expired.',
    progress: [
      { status: 'InProgress' },
      { status: 'Closed', hoursWorked: 1.5, comment: 'Renewed the certificate and updated the trust store.' },
    ],
  },
];

type Inject = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token?: string,
  payload?: unknown,
) => Promise<unknown>;

function injector(app: FastifyInstance): Inject {
  return async (method, url, token, payload) => {
    const response = await app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload !== undefined && { payload: payload as object }),
    });
    if (response.statusCode >= 300) {
      throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
    }
    return response.json();
  };
}

async function signIn(call: Inject, email: string) {
  return (await call('POST', '/api/auth/login', undefined, { email, password: DEMO_PASSWORD })) as {
    token: string;
    id: string;
  };
}

interface TaxonomyType {
  id: string;
  shortCode: string;
  categories: Array<{ id: string; shortCode: string }>;
}

/** Raises the demo tickets; a step that cannot be taken (changed reference data) is logged and skipped. */
export async function seedDemoTickets(app: FastifyInstance, log: FastifyBaseLogger): Promise<number> {
  const call = injector(app);
  const customer = await signIn(call, CUSTOMER);
  const types = (await call('GET', '/api/SupportTaxonomy')) as TaxonomyType[];
  let created = 0;
  const taken = new Set<string>();

  for (const demo of DEMO_TICKETS) {
    try {
      const consultant = await signIn(call, demo.consultant);
      const type = types.find((candidate) => candidate.shortCode === demo.type);
      const category = type?.categories.find((candidate) => candidate.shortCode === demo.category);
      if (!type || !category) throw new Error(`${demo.type}/${demo.category} is not in the taxonomy`);
      const subOptions = (await call('GET', `/api/SupportTaxonomy/suboptions?typeId=${type.id}`)) as Array<{
        id: string;
        shortCode: string;
      }>;
      const slots = (await call(
        'GET',
        `/api/ConsultantAvailability?consultantId=${consultant.id}`,
        customer.token,
      )) as Array<{ id: string; status: string; slotStartTime: string }>;
      const free = slots
        .filter((slot) => slot.status === 'Available' && !taken.has(slot.id))
        .filter((slot) => Date.parse(slot.slotStartTime) > Date.now() + 60 * 60_000)
        .slice(0, demo.slots);
      if (free.length < demo.slots) throw new Error('not enough free slots');
      for (const slot of free) taken.add(slot.id);

      const ticket = (await call('POST', '/api/SupportRequests', customer.token, {
        supportTypeId: type.id,
        supportCategoryId: category.id,
        supportSubOptionId: subOptions.find((option) => option.shortCode === demo.subOption)?.id ?? null,
        title: demo.title,
        description: demo.description,
        priority: demo.priority,
        consultantId: consultant.id,
        timeSlotIds: free.map((slot) => slot.id),
      })) as Ticket;
      for (const step of demo.progress) {
        await call('PUT', `/api/SupportRequests/${ticket.id}/status`, consultant.token, step);
      }
      created++;
    } catch (error) {
      log.warn({ err: error }, 'A demo ticket could not be created');
    }
  }
  log.info({ tickets: created }, 'Demo tickets created');
  return created;
}
