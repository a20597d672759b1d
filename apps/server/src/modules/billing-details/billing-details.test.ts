import { BILLING_DETAILS_MESSAGES, billingDetailsSchema } from '@basisdesk/shared';
import { describe, expect, it } from 'vitest';
import { expectBody, expectError, expectSignInRequired } from '../../../test/expect-response';
import { useRouteSuite } from '../../../test/route-suite';

// A customer's company name, address and GSTIN: what their tax invoices name them by.
const suite = useRouteSuite();
const URL = '/api/users/me/billing-details';
const ACME = {
  companyName: 'Acme Industries Pvt Ltd',
  address: '221 Marine Drive, Mumbai 400002',
  gstin: '27AAPFU0939F1ZV',
};
const EMPTY = { companyName: '', address: '', gstin: '' };

describe('GET /api/users/me/billing-details', () => {
  it('401 without a token or with one it never issued', async () => {
    await expectSignInRequired((caller) => suite.send('GET', URL, caller));
  });

  it('403 for a consultant and an admin: only customers pay', async () => {
    for (const caller of [suite.consultant, suite.admin]) {
      expectError(await suite.send('GET', URL, caller), 403, BILLING_DETAILS_MESSAGES.customersOnly);
    }
  });

  it('empty fields for a customer who never saved any', async () => {
    const customer = await suite.newUser();
    expect(expectBody(await suite.send('GET', URL, customer), 200, billingDetailsSchema)).toEqual(EMPTY);
  });
});

describe('PUT /api/users/me/billing-details', () => {
  it('401 without a token', async () => {
    await expectSignInRequired((caller) => suite.send('PUT', URL, caller, ACME));
  });

  it('400 for a GSTIN with a bad checksum, in words, on the field; nothing is stored', async () => {
    const customer = await suite.newUser();
    const response = await suite.send('PUT', URL, customer, { ...ACME, gstin: '27AAPFU0939F1ZW' });
    expectError(response, 400, 'This GSTIN is not valid: check the 15 characters', { path: 'gstin' });
    expect(expectBody(await suite.send('GET', URL, customer), 200, billingDetailsSchema)).toEqual(EMPTY);
  });

  it('400 for a GSTIN of the wrong shape or state, a name too long and an unknown field', async () => {
    const customer = await suite.newUser();
    expectError(
      await suite.send('PUT', URL, customer, { ...ACME, gstin: '27AAPFU0939' }),
      400,
      BILLING_DETAILS_MESSAGES.shape,
      {
        path: 'gstin',
      },
    );
    expectError(
      await suite.send('PUT', URL, customer, { ...ACME, companyName: 'x'.repeat(201) }),
      400,
      BILLING_DETAILS_MESSAGES.companyNameTooLong,
      { path: 'companyName' },
    );
    expect(
      (await suite.send('PUT', URL, customer, { ...ACME, customerId: suite.customer.id })).statusCode,
    ).toBe(400);
  });

  it('403 for a consultant', async () => {
    expectError(
      await suite.send('PUT', URL, suite.consultant, ACME),
      403,
      BILLING_DETAILS_MESSAGES.customersOnly,
    );
  });

  it("saves the customer's own details, normalised, and reads them back; another customer's stay their own", async () => {
    const [meera, arjun] = [await suite.newUser(), await suite.newUser()];
    const saved = expectBody(
      await suite.send('PUT', URL, meera, {
        ...ACME,
        companyName: '  Acme Industries Pvt Ltd ',
        gstin: '27aapfu0939f1zv',
      }),
      200,
      billingDetailsSchema,
    );
    expect(saved).toEqual(ACME);
    expect(expectBody(await suite.send('GET', URL, meera), 200, billingDetailsSchema)).toEqual(ACME);
    // There is no id to ask for: another customer reads only their own, which is empty.
    expect(expectBody(await suite.send('GET', URL, arjun), 200, billingDetailsSchema)).toEqual(EMPTY);
  });

  it('a second save replaces the first, and empty fields clear them (a retry changes nothing more)', async () => {
    const customer = await suite.newUser();
    await suite.send('PUT', URL, customer, ACME);
    const cleared = { companyName: 'Acme', address: '', gstin: '' };
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect(expectBody(await suite.send('PUT', URL, customer, cleared), 200, billingDetailsSchema)).toEqual(
        cleared,
      );
    }
    expect(expectBody(await suite.send('GET', URL, customer), 200, billingDetailsSchema)).toEqual(cleared);
  });
});
