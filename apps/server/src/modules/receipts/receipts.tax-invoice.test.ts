import type { LightMyRequestResponse } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/factories';
import { refundTicket, usePaymentKit } from '../../../test/payment-kit';
import { isPostgres } from '../../../test/test-app';
import { taxInvoices } from '../../db/schema';

// Real payments (the Razorpay stand-in) with the platform's GSTIN set: the receipt is a GST tax invoice.
const NOW = '2031-04-07T05:00:00.000Z';
const SUPPLIER = {
  PLATFORM_LEGAL_NAME: 'BasisDesk Technologies Private Limited',
  PLATFORM_ADDRESS: '4th Floor, 12 MG Road, Bengaluru, Karnataka 560001',
  // Karnataka (29), its check character GSTN's.
  PLATFORM_GSTIN: '29ABCDE1234F1ZW',
};
const MUMBAI_COMPANY = {
  companyName: 'Acme Industries Pvt Ltd',
  address: '221 Marine Drive, Mumbai 400002',
  gstin: '27AAPFU0939F1ZV',
};
const kit = usePaymentKit({ razorpay: true, now: NOW, config: SUPPLIER });

async function pdfText(response: LightMyRequestResponse): Promise<string> {
  expect(response.statusCode, response.body).toBe(200);
  const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
  return (await extractText(pdf, { mergePages: true })).text;
}

const receiptOf = async (customer: TestUser, ticketId: string) =>
  pdfText(await kit.send('GET', `/api/Payment/receipt/${ticketId}`, customer));

/** A ₹3,000.00 ticket (1.5 h at ₹2,000) paid through Razorpay by a new customer with these billing details. */
async function paidBy(billing?: typeof MUMBAI_COMPANY) {
  const customer = await kit.newCustomer({ firstName: 'Meera', lastName: 'Iyer' });
  if (billing) {
    expect((await kit.send('PUT', '/api/users/me/billing-details', customer, billing)).statusCode).toBe(200);
  }
  const { ticket } = await kit.payTicket({ customer, hours: 1.5 });
  return { customer, ticket };
}

describe('a real payment with PLATFORM_GSTIN set', () => {
  it('a recipient in another state: a Tax Invoice with both GSTINs, SAC 998313, IGST 18 % and the amount in words', async () => {
    const { customer, ticket } = await paidBy(MUMBAI_COMPANY);
    const text = await receiptOf(customer, ticket.id);
    for (const expected of [
      'Tax Invoice',
      SUPPLIER.PLATFORM_LEGAL_NAME,
      SUPPLIER.PLATFORM_ADDRESS,
      `GSTIN: ${SUPPLIER.PLATFORM_GSTIN}`,
      'Invoice number',
      MUMBAI_COMPANY.companyName,
      MUMBAI_COMPANY.address,
      MUMBAI_COMPANY.gstin,
      '27 – Maharashtra',
      'SAC 998313',
      'Taxable value',
      '₹2,542.37',
      'IGST @ 18%',
      '₹457.63',
      '₹3,000.00',
      'Rupees Three Thousand Only',
      '7 Apr 2031, 10:30 IST',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/INV\/31-32\/\d{6}/);
    for (const absent of ['SANDBOX', 'CGST', 'SGST']) expect(text).not.toContain(absent);
  });

  it("a recipient without a GSTIN is supplied in the supplier's state: CGST 9 % + SGST 9 %, equal, adding up to the amount paid", async () => {
    const { customer, ticket } = await paidBy();
    const text = await receiptOf(customer, ticket.id);
    for (const expected of [
      'Tax Invoice',
      '29 – Karnataka',
      'CGST @ 9%',
      'SGST @ 9%',
      '₹228.81',
      '₹2,542.38',
      '₹3,000.00',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('IGST');
    expect(text).not.toContain('Recipient GSTIN');
  });

  it('a verification sent again issues no second invoice: one number per payment', async () => {
    const customer = await kit.newCustomer();
    const ticket = await kit.closedTicket({ customer });
    const order = await kit.openOrder(customer, ticket.id);
    const checkout = await kit.checkoutResult(order.razorpayOrderId);
    const countInvoices = async () => (await kit.database.db.select().from(taxInvoices)).length;
    expect((await kit.verify(customer, checkout)).statusCode).toBe(200);
    const after = await countInvoices();
    expect((await kit.verify(customer, checkout)).statusCode).toBe(200);
    expect(await countInvoices()).toBe(after);
  });

  it('the invoice keeps what it was issued with: billing details changed later do not change it', async () => {
    const { customer, ticket } = await paidBy(MUMBAI_COMPANY);
    const changed = { companyName: 'Renamed Ltd', address: 'Somewhere else', gstin: '' };
    expect((await kit.send('PUT', '/api/users/me/billing-details', customer, changed)).statusCode).toBe(200);
    const text = await receiptOf(customer, ticket.id);
    expect(text).toContain(MUMBAI_COMPANY.companyName);
    expect(text).not.toContain('Renamed Ltd');
  });

  it('a refund gets a Credit Note of its own series that names the invoice and gives back the same tax split', async () => {
    const { customer, ticket } = await paidBy(MUMBAI_COMPANY);
    const invoiceNumber = (await receiptOf(customer, ticket.id)).match(/INV\/31-32\/\d{6}/)?.[0];
    kit.clock.set('2031-04-09T12:00:00.000Z');
    await refundTicket(kit.send, kit.admin, ticket.id);
    kit.clock.set(NOW);
    const note = await pdfText(await kit.send('GET', `/api/Payment/credit-note/${ticket.id}`, customer));
    for (const expected of [
      'Credit Note',
      `Tax invoice ${invoiceNumber} dated 7 Apr 2031`,
      'Amount refunded',
      'IGST @ 18%',
      '₹457.63',
      '₹2,542.37',
      '₹3,000.00',
      'Rupees Three Thousand Only',
      MUMBAI_COMPANY.gstin,
    ]) {
      expect(note).toContain(expected);
    }
    expect(note).toMatch(/CN\/31-32\/\d{6}/);
    expect(note).not.toContain('SANDBOX');
  });

  it.runIf(isPostgres())(
    'numbers invoices one after another with no gap or repeat when many payments land at once',
    async () => {
      const before = await kit.database.db.select({ sequence: taxInvoices.sequence }).from(taxInvoices);
      // Twelve orders made one after another (their bookings share a consultant); then every payment verified at once.
      const payers: Array<{ customer: TestUser; checkout: Record<string, string> }> = [];
      for (let n = 0; n < 12; n += 1) {
        const customer = await kit.newCustomer();
        const ticket = await kit.closedTicket({ customer });
        const order = await kit.openOrder(customer, ticket.id);
        payers.push({ customer, checkout: await kit.checkoutResult(order.razorpayOrderId) });
      }
      const answers = await Promise.all(
        payers.map(({ customer, checkout }) => kit.verify(customer, checkout)),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
      const sequences = (await kit.database.db.select({ sequence: taxInvoices.sequence }).from(taxInvoices))
        .map((row) => row.sequence)
        .sort((x, y) => x - y);
      expect(sequences).toEqual(Array.from({ length: before.length + 12 }, (_, n) => n + 1));
    },
  );
});
