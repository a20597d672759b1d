// How create-order treats a claim another request (or a node that died) left behind, and what the
// log says about payments: ids, never a secret or a signature.
import { PassThrough } from 'node:stream';
import { paymentOrderSchema, webhookResultSchema } from '@basisdesk/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectBody } from '../../../test/expect-response';
import { usePaymentKit } from '../../../test/payment-kit';
import {
  paymentPayload,
  refundPayload,
  STAND_IN_KEY_SECRET,
  STAND_IN_WEBHOOK_SECRET,
} from '../../../test/razorpay-stand-in';
import { paymentOrders, tickets } from '../../db/schema';

const logLines: string[] = [];
const logStream = new PassThrough();
logStream.on('data', (chunk: Buffer) => logLines.push(chunk.toString()));

const kit = usePaymentKit({ razorpay: true, config: { LOG_LEVEL: 'info' }, deps: { logStream } });

const insertClaim = async (ticketId: string, createdAt: Date) => {
  const [row] = await kit.database.db
    .insert(paymentOrders)
    .values({
      ticketId,
      provider: 'razorpay',
      amountPaise: 300_000,
      status: 'creating',
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  if (!row) throw new Error('no claim');
  return row;
};

describe('create-order and a claim left behind', () => {
  it('takes over a creating claim older than a minute (its node died mid-call)', async () => {
    const ticket = await kit.closedTicket();
    await insertClaim(ticket.id, new Date(kit.clock.now().getTime() - 61_000));
    const order = expectBody(await kit.createOrder(kit.customer, ticket.id), 200, paymentOrderSchema);
    const rows = await kit.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.ticketId, ticket.id));
    expect(rows).toEqual([
      expect.objectContaining({ status: 'open', providerOrderId: order.razorpayOrderId }),
    ]);
  });

  it('waits for a fresh claim to open and answers its order', async () => {
    const ticket = await kit.closedTicket();
    const claim = await insertClaim(ticket.id, kit.clock.now());
    setTimeout(() => {
      void kit.database.db
        .update(paymentOrders)
        .set({ status: 'open', providerOrderId: 'order_openedbyother' })
        .where(and(eq(paymentOrders.id, claim.id), eq(paymentOrders.status, 'creating')))
        .execute();
    }, 300);
    const order = expectBody(await kit.createOrder(kit.customer, ticket.id), 200, paymentOrderSchema);
    expect(order.razorpayOrderId).toBe('order_openedbyother');
  });
});

describe('out of order', () => {
  it('refund.processed for a payment we have not heard of: ignored, the ticket untouched', async () => {
    const ticket = await kit.closedTicket();
    const delivery = kit.standIn?.webhook(
      'refund.processed',
      refundPayload({ id: 'rfnd_early', paymentId: 'pay_unheard', amount: 300_000 }),
    );
    if (!delivery) throw new Error('no stand-in');
    expect(expectBody(await kit.sendWebhook(delivery), 200, webhookResultSchema)).toEqual({
      outcome: 'ignored',
    });
    const [row] = await kit.database.db.select().from(tickets).where(eq(tickets.id, ticket.id));
    expect(row).toMatchObject({ status: 'Closed', paymentStatus: 'Pending' });
  });
});

describe('the log', () => {
  it('names a refused capture at warn as a security event, with ids and no secret or signature', async () => {
    const ticket = await kit.closedTicket();
    const order = await kit.openOrder(kit.customer, ticket.id);
    const delivery = kit.standIn?.webhook(
      'payment.captured',
      paymentPayload({ id: 'pay_tampered01', orderId: order.razorpayOrderId, amount: 1, status: 'captured' }),
    );
    if (!delivery) throw new Error('no stand-in');
    logLines.length = 0;
    expect(expectBody(await kit.sendWebhook(delivery), 200, webhookResultSchema)).toEqual({
      outcome: 'refused',
    });
    const checkout = await kit.checkoutResult(order.razorpayOrderId);
    await kit.verify(kit.customer, checkout);
    const entries = logLines
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const security = entries.find((entry) => entry.security === true);
    expect(security).toMatchObject({
      level: 40,
      providerPaymentId: 'pay_tampered01',
      providerOrderId: order.razorpayOrderId,
    });
    const all = logLines.join('');
    for (const secret of [
      STAND_IN_KEY_SECRET,
      STAND_IN_WEBHOOK_SECRET,
      checkout.razorpaySignature ?? '',
      delivery.headers['x-razorpay-signature'] ?? '',
    ]) {
      expect(all).not.toContain(secret);
    }
  });
});
