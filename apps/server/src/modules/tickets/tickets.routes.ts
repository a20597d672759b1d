import {
  consultantEarningsQuerySchema,
  consultantEarningsSchema,
  createTicketBodySchema,
  orderParamsSchema,
  orderStatusSchema,
  paginationQuerySchema,
  statusHistoryListSchema,
  statusOptionListSchema,
  supportRequestStatsSchema,
  supportRequestSummaryListSchema,
  ticketListQuerySchema,
  ticketPageSchema,
  ticketSchema,
  ticketStatusCountsSchema,
  updateTicketPriorityBodySchema,
  updateTicketStatusBodySchema,
} from '@basisdesk/shared';
import type { FastifyReply } from 'fastify';
import type { AppInstance } from '../../app-instance';
import { abandonSignalOf } from '../../lib/request-signal';
import { errorResponses } from '../../lib/route-schemas';
import { type AuthGuards, principalOf } from '../../plugins/auth';
import type { TicketsService } from './tickets.service';

/** A search stops when its client hangs up (the one list read that can be slow); a page needs no signal. */
const searchSignal = (query: { search?: string }, reply: FastifyReply) =>
  query.search ? abandonSignalOf(reply) : undefined;

/** Support requests (tickets): booking, the three lists, reads, status workflow and admin figures. */
export function registerTicketsRoutes(
  app: AppInstance,
  { tickets, guards }: { tickets: TicketsService; guards: AuthGuards },
) {
  const tags = ['tickets'];
  const signedIn = { onRequest: guards.authenticate };
  const adminOnly = { onRequest: guards.requireAdmin };
  const listSchema = {
    tags,
    querystring: ticketListQuerySchema,
    response: { 200: ticketPageSchema, ...errorResponses(400, 401, 403) },
  };

  app.post(
    '/SupportRequests',
    {
      ...signedIn,
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Raise a request and book the chosen slots of the consultant (customers only)',
        body: createTicketBodySchema,
        response: { 201: ticketSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await tickets.createTicket(principalOf(request), request.body)),
  );

  app.get(
    '/SupportRequests/recent/user',
    { ...signedIn, schema: { ...listSchema, summary: 'The requests you raised, newest first' } },
    (request, reply) =>
      tickets.listOwn(principalOf(request), request.query, searchSignal(request.query, reply)),
  );

  app.get(
    '/SupportRequests/recent/consultant',
    { ...signedIn, schema: { ...listSchema, summary: 'The requests assigned to you, newest first' } },
    (request, reply) =>
      tickets.listAssigned(principalOf(request), request.query, searchSignal(request.query, reply)),
  );

  const countsSchema = {
    tags,
    response: { 200: ticketStatusCountsSchema, ...errorResponses(401) },
  };

  app.get(
    '/SupportRequests/counts/user',
    {
      ...signedIn,
      schema: { ...countsSchema, summary: 'How many of the requests you raised are in each status' },
    },
    (request) => tickets.countOwn(principalOf(request)),
  );

  app.get(
    '/SupportRequests/counts/consultant',
    {
      ...signedIn,
      schema: { ...countsSchema, summary: 'How many of the requests assigned to you are in each status' },
    },
    (request) => tickets.countAssigned(principalOf(request)),
  );

  app.get(
    '/SupportRequests/earnings/consultant',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          "Earnings: a consultant's own, or the named consultant's for an admin (?consultantId=); by month of closing",
        querystring: consultantEarningsQuerySchema,
        response: { 200: consultantEarningsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => tickets.getEarnings(principalOf(request), request.query),
  );

  app.get(
    '/SupportRequests',
    { ...adminOnly, schema: { ...listSchema, summary: 'Every request, newest first (admins)' } },
    (request, reply) =>
      tickets.listAll(principalOf(request), request.query, searchSignal(request.query, reply)),
  );

  app.get(
    '/SupportRequests/:orderId',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'One request: its customer, its consultant or an admin',
        params: orderParamsSchema,
        response: { 200: ticketSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => tickets.getTicket(principalOf(request), request.params.orderId),
  );

  app.put(
    '/SupportRequests/:orderId/status',
    {
      ...signedIn,
      config: { idempotent: true },
      schema: {
        tags,
        summary: "Change the status or add a comment, within the role's options",
        params: orderParamsSchema,
        body: updateTicketStatusBodySchema,
        response: { 200: ticketSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => tickets.changeStatus(principalOf(request), request.params.orderId, request.body),
  );

  app.put(
    '/SupportRequests/:orderId/priority',
    {
      ...signedIn,
      config: { idempotent: true },
      schema: {
        tags,
        summary:
          'Re-rate a ticket whose work is not done (its consultant or an admin); its SLA clocks restart',
        params: orderParamsSchema,
        body: updateTicketPriorityBodySchema,
        response: { 200: ticketSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => tickets.changePriority(principalOf(request), request.params.orderId, request.body),
  );

  app.get(
    '/orders/:orderId',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Where a request's payment stands",
        params: orderParamsSchema,
        response: { 200: orderStatusSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => tickets.getOrderStatus(principalOf(request), request.params.orderId),
  );

  app.get(
    '/status/options',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Every ticket status with its name, colour and meaning',
        response: { 200: statusOptionListSchema, ...errorResponses(401) },
      },
    },
    (request) => tickets.listStatusOptions(principalOf(request)),
  );

  app.get(
    '/status/history/:orderId',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "A request's status changes and comments, oldest first",
        params: orderParamsSchema,
        response: { 200: statusHistoryListSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => tickets.listHistory(principalOf(request), request.params.orderId),
  );

  app.get(
    '/Admin/support-requests',
    {
      ...adminOnly,
      schema: {
        tags,
        summary: 'Every request in brief, newest first, a page at a time (admins)',
        description:
          'A page of requests (page, pageSize: defaults 1 and 20, at most 100). X-Total-Count says how many there are; ' +
          'Link names the next page (rel="next") while there is one.',
        querystring: paginationQuerySchema,
        response: { 200: supportRequestSummaryListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { page, pageSize } = request.query;
      const { items, total } = await tickets.listSummaries(request.query);
      reply.header('x-total-count', String(total));
      if (page * pageSize < total) {
        reply.header(
          'link',
          `</api/Admin/support-requests?page=${page + 1}&pageSize=${pageSize}>; rel="next"`,
        );
      }
      return items;
    },
  );

  app.get(
    '/Admin/support-requests/stats',
    {
      ...adminOnly,
      schema: {
        tags,
        summary: 'Request counts: total, open, per status and per month of the last six (admins)',
        response: { 200: supportRequestStatsSchema, ...errorResponses(401, 403) },
      },
    },
    () => tickets.getStats(),
  );
}
