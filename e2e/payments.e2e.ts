import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser, watchProblems } from './browser';
import { DEMO } from './support/accounts';
import { seriousA11yReport } from './support/axe';
import { closeWithHours, markPaidByAdmin, revenue } from './support/payments';
import { expectNewToast, unseenToast } from './support/supply';
import { isDark, presetTheme, type Theme } from './support/theme';
import { cardOf, fieldOf, openSignedIn, payButton } from './support/ticket-pages';
import { type BookedTicket, useTicketDesk } from './support/tickets';
import { waitForPath } from './support/ui';

const browser = useBrowser();

const desk = useTicketDesk('payments', 'Payroll Run');
/** Closed with 70 hours at ₹1,500: paid by the customer, refunded by the admin. */
let paid: BookedTicket;
/** Closed with 1 hour and never paid: the sandbox dialog and the Payment tab of a payable ticket. */
let unpaid: BookedTicket;
/** Closed, then set Paid by an admin: a payment settled outside the app (no payment to refund). */
let paidOutside: BookedTicket;

/** The consultant's captured rate (createBookableConsultant) times the hours logged, Indian style. */
const PAID_HOURS = 70;
const PAID_AMOUNT = '₹1,05,000.00';
const UNPAID_AMOUNT = '₹1,500.00';
const SANDBOX_DECLINED = 'Payment processing error: Sandbox: the payment was declined';
const ADMIN = { email: DEMO.admin, password: 'Demo@123' };

beforeAll(async () => {
  paid = await desk.book({
    description: 'The payroll run aborts with a short dump in the posting step; month-end is near.',
  });
  unpaid = await desk.book({
    description: 'Spool requests of the payroll slips pile up on the central instance.',
  });
  // The status-change screens are tickets.e2e.ts's business: here the consultant closes by API.
  await closeWithHours(desk.consultant, paid, PAID_HOURS);
  await closeWithHours(desk.consultant, unpaid, 1);
  paidOutside = await desk.book({
    description: 'Paid by bank transfer after the year-end freeze; recorded here by the back office.',
  });
  await closeWithHours(desk.consultant, paidOutside, 1);
  await markPaidByAdmin(paidOutside, 'Paid by bank transfer.');
});

describe('paying for a closed ticket (sandbox checkout), its receipt, earnings and refund', () => {
  it('offers a consultant no Pay, no payment status and no Payment tab on a closed, unpaid ticket', async () => {
    const page = await browser.newPage();
    const problems = watchProblems(page);
    await openSignedIn(page, desk.consultant, '/tickets');
    const card = cardOf(page, paid);
    await card.waitFor();
    expect(await card.getByTestId('ticket-status').textContent()).toBe('Closed');
    expect(await card.getByRole('button', { name: /^Pay / }).count()).toBe(0);
    expect(await card.getByTestId('payment-status').count()).toBe(0);
    expect(await page.getByLabel('Payment status').count()).toBe(0);

    await card.getByRole('button', { name: `View Details of ${paid.orderNumber}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Details' }).waitFor();
    expect(await dialog.getByRole('tab', { name: 'Payment' }).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: /^Pay / }).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it("lets the customer pay 'Pay ₹X' through the sandbox: a declined attempt first, then a paid one", async () => {
    const page = await browser.newPage();
    const problems = watchProblems(page);
    await openSignedIn(page, desk.customer, '/tickets');
    const card = cardOf(page, paid);
    await card.waitFor();
    expect(await card.getByTestId('ticket-status').textContent()).toBe('Closed');
    expect(await card.getByTestId('payment-status').textContent()).toBe('Pending');
    expect(await card.textContent()).toContain(PAID_AMOUNT);

    await payButton(card, PAID_AMOUNT).click();
    const sandbox = page.getByRole('dialog', { name: 'Sandbox payment' });
    await sandbox.waitFor();
    await sandbox
      .getByText('This is a sandbox: no money moves. Choose how the payment should end.', { exact: true })
      .waitFor();
    expect(await sandbox.getByText(`Payment for ${paid.orderNumber}`, { exact: true }).count()).toBe(1);
    expect(await sandbox.getByTestId('sandbox-amount').textContent()).toBe(PAID_AMOUNT);

    await expectNewToast(page, SANDBOX_DECLINED, () =>
      sandbox.getByRole('button', { name: 'Fail', exact: true }).click(),
    );
    await sandbox.waitFor({ state: 'detached' });
    await expect.poll(() => card.getByTestId('payment-status').textContent()).toBe('Failed');
    // A failed attempt may be tried again.
    expect(await card.getByTestId('ticket-status').textContent()).toBe('Closed');
    await payButton(card, PAID_AMOUNT).click();
    await sandbox.waitFor();
    await expectNewToast(page, 'Payment verified! Refreshing ticket status...', () =>
      sandbox.getByRole('button', { name: 'Pay', exact: true }).click(),
    );
    await unseenToast(page, 'Payment successful! Payment has been completed.').waitFor();
    await sandbox.waitFor({ state: 'detached' });
    await expect.poll(() => card.getByTestId('ticket-status').textContent()).toBe('Paid');
    await expect.poll(() => card.getByTestId('payment-status').textContent()).toBe('Paid');
    expect(await card.getByRole('button', { name: /^Pay / }).count()).toBe(0);
    // The other closed ticket is still to be paid.
    expect(await payButton(cardOf(page, unpaid), UNPAID_AMOUNT).count()).toBe(1);
    expect(problems).toEqual([]);
  });

  it("shows the customer the paid payment in the ticket's Payment tab and downloads its PDF receipt", async () => {
    const page = await browser.newPage();
    const problems = watchProblems(page);
    await openSignedIn(page, desk.customer, '/tickets');
    await cardOf(page, paid)
      .getByRole('button', { name: `View Details of ${paid.orderNumber}` })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Payment' }).click();
    await dialog.getByRole('button', { name: 'Download receipt' }).waitFor();
    expect(await dialog.getByTestId('payment-status').textContent()).toBe('Paid');
    expect(await fieldOf(dialog, 'Amount').textContent()).toBe(PAID_AMOUNT);
    expect(await fieldOf(dialog, 'Razorpay payment id').textContent()).toMatch(/^pay_sbx_\w{14}$/);
    expect(await fieldOf(dialog, 'Paid').textContent()).not.toBe('Not paid yet');
    const receiptNumber = (await fieldOf(dialog, 'Receipt').textContent()) ?? '';
    const year = new Date().getUTCFullYear();
    expect(receiptNumber).toMatch(new RegExp(`^BD-${year}-\\d{6}$`));
    // Paid: nothing left to pay.
    expect(await dialog.getByRole('button', { name: /^Pay / }).count()).toBe(0);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download receipt' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`receipt-${receiptNumber}.pdf`);
    const file = await download.path();
    expect(fs.readFileSync(file).subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(problems).toEqual([]);
  });

  it('shows the consultant the paid ticket as Closed, and its amount in earnings and on the dashboard', async () => {
    const page = await browser.newPage();
    const problems = watchProblems(page);
    await openSignedIn(page, desk.consultant, '/tickets');
    const card = cardOf(page, paid);
    await card.waitFor();
    expect(await card.getByTestId('ticket-status').textContent()).toBe('Closed');
    expect(await card.getByTestId('payment-status').count()).toBe(0);
    expect(await card.textContent()).not.toContain('Paid');
    await card.getByRole('button', { name: `View Details of ${paid.orderNumber}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Details' }).waitFor();
    expect(await dialog.getByRole('heading').getByTestId('ticket-status').textContent()).toBe('Closed');
    expect(await dialog.getByRole('tab', { name: 'Payment' }).count()).toBe(0);
    expect(await dialog.getByTestId('payment-status').count()).toBe(0);
    // The customer's payment is not an entry the consultant sees (decision 028): in progress,
    // closed, and the booked slot of tomorrow that closing freed.
    await dialog.getByRole('tab', { name: 'History' }).click();
    const entries = dialog.getByTestId('history-entry');
    await expect.poll(() => entries.count()).toBe(3);
    expect((await entries.allTextContents()).join(' ')).toContain('Unused future slots released');
    expect((await entries.allTextContents()).join(' ')).not.toMatch(/Paid|pay_sbx_/);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Paid is no status a consultant filters by: it is among the Closed ones.
    const status = page.getByLabel('Status', { exact: true });
    expect(await status.locator('option').allTextContents()).not.toContain('Paid');
    const filtered = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return (
        url.pathname === '/api/SupportRequests/recent/consultant' &&
        url.searchParams.get('status') === 'Closed'
      );
    });
    await status.selectOption({ label: 'Closed' });
    await waitForPath(page, '/tickets?status=Closed');
    expect((await filtered).status()).toBe(200);
    await expect.poll(() => page.getByTestId('ticket-card').count()).toBe(3);
    await card.waitFor();

    // The three closed tickets count: 70 h, 1 h and 1 h at ₹1,500.
    const total = '₹1,08,000.00';
    await page.goto('/consultant/earnings');
    await page.getByRole('heading', { level: 1, name: 'Earnings' }).waitFor();
    await expect.poll(() => page.getByTestId('earnings-total-value').textContent()).toBe(total);
    const latest = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: paid.orderNumber }) });
    await latest.waitFor();
    expect(await latest.textContent()).toContain(PAID_AMOUNT);
    expect(await page.getByText('Paid', { exact: true }).count()).toBe(0);

    await page.goto('/dashboard');
    const earnings = page.getByTestId('summary-earnings');
    await expect.poll(() => page.getByTestId('summary-earnings-value').textContent()).toBe(total);
    expect(await earnings.textContent()).toContain(`${total} in total`);
    expect(problems).toEqual([]);
  });

  it('lets the admin find the ticket by payment status Paid, refund it, and see the revenue figures move', async () => {
    const page = await browser.newPage();
    const problems = watchProblems(page);
    const before = await revenue();
    await openSignedIn(page, ADMIN, '/tickets');
    await page.getByRole('heading', { level: 1, name: 'All Tickets' }).waitFor();
    const filter = page.getByLabel('Payment status', { exact: true });
    expect(await filter.locator('option').allTextContents()).toEqual([
      'All payment statuses',
      'Pending',
      'Paid',
      'Failed',
      'Refunded',
    ]);
    await filter.selectOption({ label: 'Paid' });
    await waitForPath(page, '/tickets?paymentStatus=Paid');
    const card = cardOf(page, paid);
    await card.waitFor();
    // The list behind the filter is fetched anew: only paid tickets once it has arrived.
    const badges = page.getByTestId('ticket-card').getByTestId('payment-status');
    await expect.poll(async () => [...new Set(await badges.allTextContents())]).toEqual(['Paid']);
    expect(await cardOf(page, unpaid).count()).toBe(0);

    await card.getByRole('button', { name: `View Details of ${paid.orderNumber}` }).click();
    const details = page.getByRole('dialog', { name: new RegExp(paid.orderNumber) });
    await details.getByRole('tab', { name: 'Payment' }).click();
    await details.getByRole('button', { name: 'Refund', exact: true }).click();
    const refund = page.getByRole('dialog', { name: 'Refund payment' });
    await refund
      .getByText(`Refund ${PAID_AMOUNT} for ${paid.orderNumber} in full.`, { exact: false })
      .waitFor();
    expect(await seriousA11yReport(page)).toEqual([]);
    const submit = refund.getByRole('button', { name: 'Refund', exact: true });
    await submit.click();
    await refund.getByText('Please give a reason of 3 to 500 characters', { exact: true }).waitFor();
    await refund.getByLabel('Reason').fill('The customer was charged for a duplicate booking.');
    // The sandbox refunds at once (sandbox-provider.ts answers 'processed'): Refunded, not pending.
    await expectNewToast(page, 'Payment refunded', () => submit.click());
    await refund.waitFor({ state: 'detached' });
    await expect.poll(() => details.getByTestId('payment-status').textContent()).toBe('Refunded');
    await details.getByRole('heading', { name: 'Refund processed' }).waitFor();
    expect(await fieldOf(details, 'Reason').textContent()).toBe(
      'The customer was charged for a duplicate booking.',
    );
    expect(await details.getByRole('button', { name: 'Refund', exact: true }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });

    await filter.selectOption({ label: 'Refunded' });
    await waitForPath(page, '/tickets?paymentStatus=Refunded');
    await expect.poll(() => card.getByTestId('payment-status').textContent()).toBe('Refunded');

    await page.goto('/admin');
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    const rupees = (amount: number) =>
      new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(
        amount,
      );
    await expect
      .poll(() => page.getByTestId('revenue-refunded-value').textContent())
      .toBe(rupees(before.refunded + 105_000));
    expect(await page.getByTestId('revenue-paid-value').textContent()).toBe(rupees(before.paid - 105_000));
    expect(await page.getByTestId('revenue-outstanding-value').textContent()).toBe(
      rupees(before.outstanding),
    );
    expect(problems).toEqual([]);
  });

  it('offers the admin no Refund on a ticket an admin set Paid: no payment went through the app', async () => {
    const page = await browser.newPage();
    const problems = watchProblems(page);
    await openSignedIn(page, ADMIN, `/tickets?ticket=${paidOutside.id}`);
    const details = page.getByRole('dialog', { name: new RegExp(paidOutside.orderNumber) });
    await details.getByRole('tab', { name: 'Payment' }).click();
    await expect.poll(() => details.getByTestId('payment-status').textContent()).toBe('Paid');
    expect(await fieldOf(details, 'Razorpay payment id').textContent()).toBe('None yet');
    await page.waitForLoadState('networkidle');
    // The server would refuse it ('Only a paid ticket can be refunded'): the button would only fail.
    expect(await details.getByRole('button', { name: 'Refund', exact: true }).count()).toBe(0);
    expect(await details.getByRole('button', { name: 'Download receipt' }).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  for (const theme of ['light', 'dark'] as Theme[]) {
    it(`has no serious or critical axe violations on the sandbox dialog and the Payment tab (${theme})`, async () => {
      const context = await browser.newContext();
      await presetTheme(context, theme);
      const page = await context.newPage();
      const problems = watchProblems(page);
      await openSignedIn(page, desk.customer, '/tickets');
      const card = cardOf(page, unpaid);
      await payButton(card, UNPAID_AMOUNT).click();
      const sandbox = page.getByRole('dialog', { name: 'Sandbox payment' });
      await sandbox.getByRole('button', { name: 'Pay', exact: true }).waitFor();
      expect(await isDark(page)).toBe(theme === 'dark');
      expect(await seriousA11yReport(page)).toEqual([]);
      // Closing the dialog ends the attempt: nothing paid, Pay offered again.
      await page.keyboard.press('Escape');
      await sandbox.waitFor({ state: 'detached' });
      await payButton(card, UNPAID_AMOUNT).waitFor();
      expect(await card.getByTestId('payment-status').textContent()).toBe('Pending');

      // A payable ticket's tab (Pay), then the refunded one's (the refund's reason).
      for (const [ticket, status] of [
        [unpaid, 'Pending'],
        [paid, 'Refunded'],
      ] as const) {
        await page.goto(`/tickets?ticket=${ticket.id}`);
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('tab', { name: 'Payment' }).click();
        await expect.poll(() => dialog.getByTestId('payment-status').textContent()).toBe(status);
        await page.waitForLoadState('networkidle');
        expect(await seriousA11yReport(page)).toEqual([]);
      }
      expect(problems).toEqual([]);
    });
  }
  it("lets the customer pay from the ticket's Payment tab; the dialog's status and Details tab follow", async () => {
    const page = await browser.newPage();
    const problems = watchProblems(page);
    await openSignedIn(page, desk.customer, `/tickets?ticket=${unpaid.id}`);
    const details = page.getByRole('dialog', { name: new RegExp(unpaid.orderNumber) });
    await details.getByRole('tab', { name: 'Payment' }).click();
    expect(await fieldOf(details, 'Razorpay payment id').textContent()).toBe('None yet');
    expect(await fieldOf(details, 'Paid').textContent()).toBe('Not paid yet');
    await payButton(details, UNPAID_AMOUNT).click();
    const sandbox = page.getByRole('dialog', { name: 'Sandbox payment' });
    await sandbox.waitFor();
    // Once the checkout holds the focus (it is the top layer then), Escape closes it only: the
    // ticket stays open behind it.
    await expect.poll(() => sandbox.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await sandbox.waitFor({ state: 'detached' });
    await payButton(details, UNPAID_AMOUNT).waitFor();
    expect(await details.getByTestId('payment-status').textContent()).toBe('Pending');

    await payButton(details, UNPAID_AMOUNT).click();
    await expectNewToast(page, 'Payment verified! Refreshing ticket status...', () =>
      sandbox.getByRole('button', { name: 'Pay', exact: true }).click(),
    );
    await unseenToast(page, 'Payment successful! Payment has been completed.').waitFor();
    await expect.poll(() => details.getByTestId('payment-status').textContent()).toBe('Paid');
    await details.getByRole('button', { name: 'Download receipt' }).waitFor();
    expect(await details.getByRole('button', { name: /^Pay / }).count()).toBe(0);
    await expect
      .poll(() => details.getByRole('heading').getByTestId('ticket-status').textContent())
      .toBe('Paid');
    await details.getByRole('tab', { name: 'Details' }).click();
    await expect.poll(() => details.getByTestId('payment-status').textContent()).toBe('Paid');
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
    const card = cardOf(page, unpaid);
    await expect.poll(() => card.getByTestId('payment-status').textContent()).toBe('Paid');
    expect(await card.getByTestId('ticket-status').textContent()).toBe('Paid');
    expect(problems).toEqual([]);
  });

  it('tells the customer of the refund: Refunded on the card and in both tabs, with the reason', async () => {
    const page = await browser.newPage();
    const problems = watchProblems(page);
    await openSignedIn(page, desk.customer, `/tickets?ticket=${paid.id}`);
    const details = page.getByRole('dialog', { name: new RegExp(paid.orderNumber) });
    await details.getByRole('tab', { name: 'Details' }).waitFor();
    await expect.poll(() => details.getByTestId('payment-status').textContent()).toBe('Refunded');
    await details.getByRole('tab', { name: 'Payment' }).click();
    await details.getByRole('heading', { name: 'Refund processed' }).waitFor();
    expect(await details.getByTestId('payment-status').textContent()).toBe('Refunded');
    expect(await fieldOf(details, 'Reason').textContent()).toBe(
      'The customer was charged for a duplicate booking.',
    );
    // Refunded is not payable again, and the receipt of the payment stays downloadable.
    expect(await details.getByRole('button', { name: /^Pay / }).count()).toBe(0);
    expect(await details.getByRole('button', { name: 'Refund', exact: true }).count()).toBe(0);
    const receiptNumber = await fieldOf(details, 'Receipt').textContent();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      details.getByRole('button', { name: 'Download receipt' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`receipt-${receiptNumber}.pdf`);
    expect(
      fs
        .readFileSync(await download.path())
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('%PDF');
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
    const card = cardOf(page, paid);
    expect(await card.getByTestId('payment-status').textContent()).toBe('Refunded');
    expect(await card.getByTestId('ticket-status').textContent()).toBe('Closed');
    expect(await card.getByRole('button', { name: /^Pay / }).count()).toBe(0);

    // All three are completed work; two are paid, the refunded one is Closed again.
    await page.goto('/dashboard');
    await expect.poll(() => page.getByTestId('summary-completed-value').textContent()).toBe('3');
    await expect.poll(() => page.getByTestId('summary-completed').textContent()).toContain('2 paid');
    expect(problems).toEqual([]);
  });
});
