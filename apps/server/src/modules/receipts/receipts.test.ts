import { PAYMENT_MESSAGES, TICKET_MESSAGES, type Ticket } from '@basisdesk/shared';
import type { LightMyRequestResponse } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BookingKit, type Taxonomy, useBookingKit } from '../../../test/booking-kit';
import { AUTHENTICATION_REQUIRED, expectError } from '../../../test/expect-response';
import type { TestUser } from '../../../test/factories';
import { payClosedTicket, receiptNumberOf, refundTicket } from '../../../test/payment-kit';
import { NO_TOKEN } from '../../../test/send-request';

// The receipts are read back as text from the PDF itself: what a customer would see and search.
/** 10:30 in India: the receipt's date is the capture's day there (payments are captured now). */
const NOW = '2031-04-07T05:00:00.000Z';
const ISSUER = {
  PLATFORM_LEGAL_NAME: 'BasisDesk Technologies Private Limited',
  PLATFORM_ADDRESS: '4th Floor, 12 MG Road, Bengaluru 560001',
  PLATFORM_GSTIN: '29ABCDE1234F1ZW',
};
const LONG_DESCRIPTION = `${'The transport route from DEV to QAS stopped working after the kernel update. '.repeat(20)}END`;

const receiptUrl = (orderId: string) => `/api/Payment/receipt/${orderId}`;
const creditNoteUrl = (orderId: string) => `/api/Payment/credit-note/${orderId}`;

async function pdfText(response: LightMyRequestResponse): Promise<string> {
  expect(response.statusCode, response.body).toBe(200);
  const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

/** A ticket paid through the API (create-order, the sandbox checkout, verify) and its receipt. */
interface PaidTicket {
  receiptNumber: string;
  providerPaymentId: string;
}

async function pay(kit: BookingKit, customer: TestUser, ticketId: string): Promise<PaidTicket> {
  const { paymentId } = await payClosedTicket(kit.send, customer, ticketId);
  return { providerPaymentId: paymentId, receiptNumber: await receiptNumberOf(kit.send, customer, ticketId) };
}

interface Arranged {
  basis: Taxonomy;
  meera: TestUser;
  ravi: TestUser;
  /** Closed by Ravi with 60 hours at ₹2,000 (₹1,20,000.00), then paid. */
  paid: Ticket;
  payment: PaidTicket;
  /** Closed with 1.5 hours, not paid. */
  unpaid: Ticket;
}

async function arrange(kit: BookingKit): Promise<Arranged> {
  const basis = await kit.newTaxonomy();
  const meera = await kit.newCustomer({ firstName: 'Meera', lastName: 'Iyer' });
  const ravi = await kit.newConsultant({
    firstName: 'Ravi',
    lastName: 'Kumar',
    hourlyRate: 2000,
    skills: [{ typeId: basis.typeId }],
  });
  const paid = await kit.book(meera, ravi, basis, { slotCount: 2, description: LONG_DESCRIPTION });
  const unpaid = await kit.book(meera, ravi, basis);
  await kit.moveTo(ravi, paid.id, 'Closed', { hoursWorked: 60 });
  await kit.moveTo(ravi, unpaid.id, 'Closed', { hoursWorked: 1.5 });
  const payment = await pay(kit, meera, paid.id);
  return { basis, meera, ravi, paid, payment, unpaid };
}

describe('GET /api/Payment/receipt/{orderId} with the platform configured', () => {
  const kit = useBookingKit({ now: NOW, config: ISSUER });
  let a: Arranged;
  beforeAll(async () => {
    a = await arrange(kit);
  });

  it('401 without a token', async () => {
    expectError(await kit.send('GET', receiptUrl(a.paid.id), NO_TOKEN), ...AUTHENTICATION_REQUIRED);
  });

  it('400 for an id that is not one', async () => {
    expectError(await kit.send('GET', receiptUrl('not-an-id'), a.meera), 400, 'Invalid id', {
      path: 'orderId',
    });
  });

  it('404 for the consultant of the ticket, another customer and an unknown ticket: nothing leaks', async () => {
    const stranger = await kit.newCustomer();
    for (const [caller, orderId] of [
      [a.ravi, a.paid.id],
      [stranger, a.paid.id],
      [a.meera, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      expectError(await kit.send('GET', receiptUrl(orderId), caller), 404, TICKET_MESSAGES.ticketNotFound);
    }
  });

  it('409 for an unpaid ticket of ones own: there is no receipt yet', async () => {
    for (const caller of [a.meera, kit.admin]) {
      expectError(
        await kit.send('GET', receiptUrl(a.unpaid.id), caller),
        409,
        PAYMENT_MESSAGES.receiptNotIssued,
      );
    }
  });

  it("a sandbox payment's receipt: the mark across it, never a tax invoice; number, date in the customer's zone, people, ticket, hours × rate, amount in ₹ and in words, issuer", async () => {
    const response = await kit.send('GET', receiptUrl(a.paid.id), a.meera);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="receipt-BD-2031-000001.pdf"');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(response);
    expect(a.payment.receiptNumber).toBe('BD-2031-000001');
    for (const expected of [
      'BD-2031-000001',
      'SANDBOX — NOT A TAX DOCUMENT',
      'Sandbox payment: no money moved.',
      'Payment receipt',
      // Meera has no zone of her own: India's time, labelled.
      '7 Apr 2031, 10:30 IST',
      'Meera Iyer',
      a.meera.email,
      'Ravi Kumar',
      a.paid.orderNumber,
      '60 h × ₹2,000.00 per hour',
      '₹1,20,000.00',
      'Rupees One Lakh Twenty Thousand Only',
      a.payment.providerPaymentId,
      ISSUER.PLATFORM_LEGAL_NAME,
      ISSUER.PLATFORM_ADDRESS,
    ]) {
      expect(text).toContain(expected);
    }
    // No money moved: nothing on it may pass for a tax document.
    for (const taxWord of ['Tax Invoice', 'GSTIN', 'CGST', 'IGST', 'Taxable value', 'INV/', 'Refunded']) {
      expect(text).not.toContain(taxWord);
    }
  });

  it("dates the receipt in the customer's own zone, with its label", async () => {
    expect(
      (await kit.send('PUT', '/api/users/time-zone', a.meera, { timeZone: 'Europe/Berlin' })).statusCode,
    ).toBe(200);
    const text = await pdfText(await kit.send('GET', receiptUrl(a.paid.id), a.meera));
    expect(text).toContain('7 Apr 2031, 07:00 CEST');
    expect(
      (await kit.send('PUT', '/api/users/time-zone', a.meera, { timeZone: 'Asia/Kolkata' })).statusCode,
    ).toBe(200);
  });

  it('cuts a long description short', async () => {
    const text = await pdfText(await kit.send('GET', receiptUrl(a.paid.id), a.meera));
    expect(text).toContain('The transport route from DEV to QAS');
    expect(text).toContain('…');
    expect(text).not.toContain('END');
  });

  it('an admin downloads it too', async () => {
    const text = await pdfText(await kit.send('GET', receiptUrl(a.paid.id), kit.admin));
    expect(text).toContain('BD-2031-000001');
  });

  it('is declared in the OpenAPI document as a PDF download with the error shape', async () => {
    const document = (await kit.send('GET', '/api/docs/json')).json();
    const route = document.paths['/api/Payment/receipt/{orderId}'].get;
    expect(Object.keys(route.responses[200].content)).toEqual(['application/pdf']);
    expect(route.responses[200].content['application/pdf'].schema).toMatchObject({ format: 'binary' });
    for (const status of ['401', '404', '409']) {
      expect(Object.keys(route.responses[status].content)).toEqual(['application/json']);
    }
  });

  it('a ticket paid on its estimate (closed by an admin without hours) shows the booked hours', async () => {
    const estimated = await kit.book(a.meera, a.ravi, a.basis, { slotCount: 3 });
    // Its session over, so the time it held is billed (decision 028).
    kit.clock.set(estimated.slots.at(-1)?.slotEndTime ?? NOW);
    await kit.moveTo(kit.admin, estimated.id, 'Closed');
    kit.clock.set(NOW);
    const payment = await pay(kit, a.meera, estimated.id);
    const text = await pdfText(await kit.send('GET', receiptUrl(estimated.id), a.meera));
    expect(text).toContain('Hours booked');
    expect(text).toContain('1.5 h × ₹2,000.00 per hour');
    expect(text).toContain('₹3,000.00');
    expect(text).toContain(payment.receiptNumber);
    expect(payment.receiptNumber).toBe('BD-2031-000002');
  });

  it('409 for the credit note of a payment not refunded', async () => {
    expectError(
      await kit.send('GET', creditNoteUrl(a.paid.id), a.meera),
      409,
      PAYMENT_MESSAGES.creditNoteNotIssued,
    );
  });

  it('a refunded payment keeps its receipt, marked with the day of the refund, and gets a sandbox credit note', async () => {
    kit.clock.set('2031-04-09T12:00:00.000Z');
    await refundTicket(kit.send, kit.admin, a.paid.id);
    kit.clock.set(NOW);
    const text = await pdfText(await kit.send('GET', receiptUrl(a.paid.id), a.meera));
    expect(text).toContain('Refunded on 9 Apr 2031');
    expect(text).toContain('₹1,20,000.00');

    const response = await kit.send('GET', creditNoteUrl(a.paid.id), a.meera);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="credit-note-CN-31-32-000001.pdf"',
    );
    const note = await pdfText(response);
    for (const expected of [
      'SANDBOX — NOT A TAX DOCUMENT',
      'Credit note',
      'CN/31-32/000001',
      '9 Apr 2031, 17:30 IST',
      'Receipt BD-2031-000001 dated 7 Apr 2031',
      'Amount refunded',
      '₹1,20,000.00',
      'Rupees One Lakh Twenty Thousand Only',
    ]) {
      expect(note).toContain(expected);
    }
    expect(note).not.toContain('Tax');
    // The consultant and another customer learn nothing of it.
    expectError(await kit.send('GET', creditNoteUrl(a.paid.id), a.ravi), 404, TICKET_MESSAGES.ticketNotFound);
  });
});

describe('GET /api/Payment/receipt/{orderId} without the platform configured', () => {
  const kit = useBookingKit({ now: NOW, config: { APP_NAME: 'BasisDesk Test' } });

  it('names the app as the issuer and prints no address or GSTIN', async () => {
    const { meera, paid } = await arrange(kit);
    const response = await kit.send('GET', receiptUrl(paid.id), meera);
    const text = await pdfText(response);
    expect(text).toContain('BasisDesk Test');
    expect(text).not.toContain('GSTIN');
    expect(text).not.toContain(ISSUER.PLATFORM_ADDRESS);
    expect(text).toContain('BD-2031-000001');
  });
});
