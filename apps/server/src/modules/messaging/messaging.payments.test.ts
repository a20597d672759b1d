import { conversationSchema, messagePageSchema, paymentResultSchema } from '@basisdesk/shared';
import { expect, it } from 'vitest';
import { expectBody } from '../../../test/expect-response';
import { usePaymentKit } from '../../../test/payment-kit';

const kit = usePaymentKit({ razorpay: true, now: '2026-05-04T08:00:00.000Z' });

it("a verified payment that settles the ticket posts 'Ticket status changed to Paid' into its conversation", async () => {
  const ticket = await kit.closedTicket();
  const conversation = expectBody(
    await kit.send('POST', `/api/messaging/conversations/for-order/${ticket.id}`, kit.customer),
    200,
    conversationSchema,
  );
  const order = await kit.openOrder(kit.customer, ticket.id);
  const result = await kit.verify(kit.customer, await kit.checkoutResult(order.razorpayOrderId));
  expect(expectBody(result, 200, paymentResultSchema).paymentStatus).toBe('Paid');

  const page = expectBody(
    await kit.send('GET', `/api/messaging/conversations/${conversation.id}/messages`, kit.customer),
    200,
    messagePageSchema,
  );
  expect(page.items.map((message) => [message.messageType, message.content])).toEqual([
    ['system', 'Ticket status changed to Paid'],
  ]);
});
