import { adminToken, apiCall, apiLogin } from './api';
import type { Account, BookedTicket } from './tickets';

/**
 * Payments arranged through the API: a consultant closes a ticket with hours, a customer pays it
 * through the sandbox (create-order, the sandbox's Pay, verify), as the browser would.
 */

async function expectOk<T>(answer: Promise<{ status: number; body: T }>, what: string): Promise<T> {
  const { status, body } = await answer;
  if (status < 200 || status >= 300) throw new Error(`${what} failed: ${status} ${JSON.stringify(body)}`);
  return body;
}

/** PUT SupportRequests/{id}/status as the consultant: In Progress, then Closed with the hours. */
export async function closeWithHours(consultant: Account, ticket: BookedTicket, hoursWorked: number) {
  const { token } = await apiLogin(consultant.email, consultant.password);
  for (const body of [{ status: 'InProgress' }, { status: 'Closed', hoursWorked }]) {
    await expectOk(
      apiCall('PUT', `/SupportRequests/${ticket.id}/status`, { token, body }),
      `Moving ${ticket.orderNumber} to ${body.status}`,
    );
  }
}

/** The customer pays a closed ticket through the sandbox, as its dialog's Pay does. */
export async function payThroughSandbox(customer: Account, ticket: BookedTicket) {
  const { token } = await apiLogin(customer.email, customer.password);
  const order = await expectOk(
    apiCall<{ razorpayOrderId: string }>('POST', '/Payment/create-order', {
      token,
      body: { orderId: ticket.id },
    }),
    'Creating the payment order',
  );
  const checkout = await expectOk(
    apiCall<{ razorpayOrderId: string; razorpayPaymentId: string; razorpaySignature: string }>(
      'POST',
      '/Payment/sandbox/checkout',
      { token, body: { razorpayOrderId: order.razorpayOrderId, outcome: 'pay' } },
    ),
    'Paying in the sandbox',
  );
  await expectOk(
    apiCall('POST', '/Payment/verify', {
      token,
      body: {
        razorpayOrderId: checkout.razorpayOrderId,
        razorpayPaymentId: checkout.razorpayPaymentId,
        razorpaySignature: checkout.razorpaySignature,
      },
    }),
    'Verifying the payment',
  );
}

/** An admin sets a closed ticket Paid: a payment settled outside the app (DESIGN §6). */
export async function markPaidByAdmin(ticket: BookedTicket, comment: string) {
  await expectOk(
    apiCall('PUT', `/SupportRequests/${ticket.id}/status`, {
      token: await adminToken(),
      body: { status: 'Paid', comment },
    }),
    `Setting ${ticket.orderNumber} Paid`,
  );
}

/** The admin's revenue figures (paid, outstanding, refunded), as /admin shows them. */
export async function revenue() {
  const stats = await apiCall<{ revenue: { paid: number; outstanding: number; refunded: number } }>(
    'GET',
    '/Admin/support-requests/stats',
    { token: await adminToken() },
  );
  return stats.body.revenue;
}
