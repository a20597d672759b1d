import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser, watchProblems } from './browser';
import { apiCall, apiLogin } from './support/api';
import { seriousA11yViolations } from './support/axe';
import { stepHeading, walkWizardToReview } from './support/booking';
import { tinyPng } from './support/files';
import { restoreSession } from './support/session';
import { type CreatedSupportType, createSupportType, expectNewToast, uniqueCode } from './support/supply';
import { isDark, presetTheme } from './support/theme';
import {
  type Account,
  type BookableConsultant,
  createAccount,
  createBookableConsultant,
} from './support/tickets';
import { waitForPath } from './support/ui';

const browser = useBrowser();

const CATEGORY = 'Work Processes';
let supportType: CreatedSupportType;
let consultant: BookableConsultant;

const LOG = {
  name: 'dev_w0.txt',
  mimeType: 'text/plain',
  buffer: Buffer.from('A  Mon Jan 12 08:15:02 2026\nA  *** ERROR => DpHdlDeadWp: W0 (pid 4711) died\n'),
};
const SCREENSHOT = { name: 'st22-dump.png', mimeType: 'image/png', buffer: tinyPng() };
/** A Windows program named like a PDF: its name passes the rules, its content does not. */
const PROGRAM = {
  name: 'kernel-patch.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]),
};

beforeAll(async () => {
  const tag = uniqueCode('F');
  supportType = await createSupportType({
    name: `Files Basis ${tag}`,
    description: `Requests that come with logs and screenshots (${tag}).`,
    categories: [{ name: CATEGORY, description: 'Dialog and update work processes.' }],
  });
  consultant = await createBookableConsultant('files', supportType);
});

const nextButton = (page: Page) => page.getByRole('button', { name: 'Next' });
const filesSection = (page: Page) => page.getByRole('region', { name: 'Files (optional)' });
const chosenFiles = (page: Page) =>
  filesSection(page).getByRole('list', { name: 'Files to send' }).getByRole('listitem');

/** A new customer on the review of a request of two slots, walked back to step 3 to add files. */
async function openDetailsWithRequest(customer: Account, page: Page, title: string) {
  await restoreSession(page, customer.email, customer.password);
  await walkWizardToReview(page, {
    supportTypeName: supportType.name,
    categoryName: CATEGORY,
    priority: 'High',
    title,
    description: 'Work process W0 dies at every start; the trace and the short dump are attached.',
    consultantName: consultant.name,
    slotIndexes: [0],
  });
  await page
    .getByRole('navigation', { name: 'Progress' })
    .getByRole('button', { name: /Details/ })
    .click();
  await stepHeading(page, 'Details').waitFor();
  const input = filesSection(page).locator('input[type="file"]');
  // The rules (allowed types, size) have loaded once the input names what it accepts.
  await expect.poll(() => input.getAttribute('accept')).toContain('.png');
  return input;
}

/** From step 3 with accepted files, on through the consultant (whose slot stays chosen) to the review. */
async function goOnToReview(page: Page) {
  await expect.poll(() => nextButton(page).isEnabled()).toBe(true);
  await nextButton(page).click();
  await stepHeading(page, 'Consultant').waitFor();
  await nextButton(page).click();
  await stepHeading(page, 'Review').waitFor();
}

/** The id of the customer's one ticket. */
async function onlyTicketOf(customer: Account) {
  const { token } = await apiLogin(customer.email, customer.password);
  const answer = await apiCall<{ items: Array<{ id: string }> }>('GET', '/SupportRequests/recent/user', {
    token,
  });
  expect(answer.body.items).toHaveLength(1);
  return answer.body.items[0]?.id ?? '';
}

/** The ticket's conversation as the customer's API sees it: every message, oldest first. */
async function conversationOf(customer: Account, ticketId: string) {
  const { token } = await apiLogin(customer.email, customer.password);
  const conversation = await apiCall<{ id: string }>(
    'POST',
    `/messaging/conversations/for-order/${ticketId}`,
    {
      token,
    },
  );
  expect(conversation.status).toBe(200);
  const page = await apiCall<{
    items: Array<{
      senderId: string | null;
      content: string;
      messageType: string;
      sentAt: string;
      attachments: Array<{ originalFileName: string; fileSize: number }>;
    }>;
  }>('GET', `/messaging/conversations/${conversation.body.id}/messages`, { token });
  expect(page.status).toBe(200);
  return {
    id: conversation.body.id,
    messages: page.body.items.toSorted((a, b) => Date.parse(a.sentAt) - Date.parse(b.sentAt)),
  };
}

describe('files attached in the support wizard land in the ticket’s conversation', () => {
  it('sends a log and a screenshot as the customer’s first message, both downloadable; a program named .pdf is refused beside it and Next waits until it is removed (axe clean)', async () => {
    const customer = await createAccount('Customer', 'files.journey');
    const page = await browser.newPage();
    // The server's content check refuses the program with a 400.
    const problems = watchProblems(page, { expectedStatuses: [400] });
    const input = await openDetailsWithRequest(customer, page, 'Work process W0 dies at start');

    await input.setInputFiles([LOG, SCREENSHOT]);
    await input.setInputFiles(PROGRAM);
    const refusal = chosenFiles(page)
      .filter({ hasText: PROGRAM.name })
      .getByRole('alert')
      .getByText('kernel-patch.pdf: File content does not match its type', { exact: true });
    await refusal.waitFor();
    // Nothing is sent, and Next waits, saying why, while the refused file is on the request.
    await page.getByText('Remove the refused file to continue.', { exact: true }).waitFor();
    expect(await nextButton(page).isDisabled()).toBe(true);
    expect(await chosenFiles(page).count()).toBe(3);
    expect(await chosenFiles(page).filter({ hasText: LOG.name }).getByRole('alert').count()).toBe(0);
    expect(await seriousA11yViolations(page), 'axe on step 3 with files').toEqual([]);

    await filesSection(page)
      .getByRole('button', { name: `Remove ${PROGRAM.name}` })
      .click();
    expect(await chosenFiles(page).count()).toBe(2);
    await goOnToReview(page);
    const review = page.getByRole('region', { name: 'Review' });
    expect(await review.textContent()).toContain(LOG.name);
    expect(await review.textContent()).toContain(SCREENSHOT.name);
    expect(await review.textContent()).not.toContain(PROGRAM.name);

    const toast = await expectNewToast(page, 'Support request created successfully', () =>
      page.getByRole('button', { name: 'Submit Request' }).click(),
    );
    expect(await toast.locator('[data-description]').textContent()).toMatch(
      /^Order number: \w{16} · 2 file\(s\) attached in the ticket's conversation$/,
    );
    // The new ticket opens (its link leaves the address once its dialog is open).
    await waitForPath(page, '/tickets');
    await page.getByRole('dialog').getByRole('link', { name: 'Message' }).waitFor();
    const ticketId = await onlyTicketOf(customer);

    // One message, the customer's, carries both files: the first in the conversation.
    const conversation = await conversationOf(customer, ticketId);
    expect(conversation.messages).toHaveLength(1);
    expect(conversation.messages[0]).toMatchObject({
      senderId: customer.id,
      content: 'Files sent with the request',
      messageType: 'file',
    });
    expect(
      conversation.messages[0]?.attachments.map((file) => [file.originalFileName, file.fileSize]),
    ).toEqual([
      [LOG.name, LOG.buffer.length],
      [SCREENSHOT.name, SCREENSHOT.buffer.length],
    ]);

    // The ticket's conversation shows them, and the consultant downloads each as it was sent.
    await page.getByRole('dialog').getByRole('link', { name: 'Message' }).click();
    await waitForPath(page, `/messages?conversation=${conversation.id}`);
    const customerThread = page.getByRole('list', { name: `Messages with ${consultant.name}` });
    const firstMessage = customerThread.locator(':scope > li').first();
    await firstMessage.getByText('Files sent with the request').waitFor();
    expect(await firstMessage.getByRole('list', { name: 'Attachments' }).getByRole('listitem').count()).toBe(
      2,
    );

    const other = await browser.newPage();
    const otherProblems = watchProblems(other);
    await restoreSession(other, consultant.email, consultant.password);
    await other.goto(`/messages?conversation=${conversation.id}`);
    const consultantThread = other.getByRole('list', { name: `Messages with ${customer.name}` });
    const received = consultantThread.locator(':scope > li').first();
    await received.getByText('Files sent with the request').waitFor();
    for (const file of [LOG, SCREENSHOT]) {
      const [download] = await Promise.all([
        other.waitForEvent('download'),
        received.getByRole('button', { name: `Download ${file.name}` }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(file.name);
      expect(fs.readFileSync(await download.path()).equals(file.buffer)).toBe(true);
    }
    await received.getByRole('img', { name: SCREENSHOT.name }).waitFor();

    expect(problems).toEqual([]);
    expect(otherProblems).toEqual([]);
  });

  it('names a file that did not arrive on the last screen; Try again sends it under the same key, and nothing arrives twice (dark theme, axe)', async () => {
    const customer = await createAccount('Customer', 'files.retry');
    const context = await browser.newContext();
    await presetTheme(context, 'dark');
    const page = await context.newPage();
    const problems = watchProblems(page);
    const input = await openDetailsWithRequest(customer, page, 'Work process W0 dies again');
    expect(await isDark(page)).toBe(true);
    await input.setInputFiles([LOG, SCREENSHOT]);
    await expect.poll(() => nextButton(page).isEnabled()).toBe(true);
    expect(await seriousA11yViolations(page), 'axe on step 3 with files (dark)').toEqual([]);
    await goOnToReview(page);

    // The screenshot reaches the server and is stored, but its answer never comes back.
    let lostAnswers = 0;
    await page.route('**/api/messaging/messages/*/attachments', async (route) => {
      const body = route.request().postDataBuffer()?.toString('latin1') ?? '';
      if (lostAnswers > 0 || !body.includes(`filename="${SCREENSHOT.name}"`)) return route.continue();
      lostAnswers += 1;
      await route.fetch();
      return route.abort('connectionreset');
    });
    await page.getByRole('button', { name: 'Submit Request' }).click();

    const lastScreen = page.getByRole('region', { name: /^Request \w{16} created$/ });
    await lastScreen.waitFor();
    expect(lostAnswers).toBe(1);
    const notAttached = lastScreen.getByRole('list', { name: 'Files not attached' }).getByRole('listitem');
    expect(await notAttached.allTextContents()).toEqual([`${SCREENSHOT.name}: upload failed`]);
    await lastScreen
      .getByText('The request is saved and its time slots are booked, but these files are not attached:')
      .waitFor();
    const conversationLink = lastScreen.getByRole('link', { name: "Open the ticket's conversation" });
    const ticketId = new URL(
      (await conversationLink.getAttribute('href')) ?? '',
      'http://x',
    ).searchParams.get('orderId');
    expect(ticketId).toMatch(/^[\w-]{36}$/);
    expect(await seriousA11yViolations(page), 'axe on the last screen (dark)').toEqual([]);

    // The same key again: the server answers with the message and the screenshot it stored.
    const replays: string[] = [];
    page.on('response', (response) => {
      const replayed = response.headers()['idempotent-replayed'];
      if (replayed) replays.push(`${response.request().method()} ${new URL(response.url()).pathname}`);
    });
    await expectNewToast(page, 'Support request created successfully', () =>
      lastScreen.getByRole('button', { name: 'Try again' }).click(),
    );
    await waitForPath(page, '/tickets');
    await page.getByRole('dialog').getByRole('link', { name: 'Message' }).waitFor();
    expect(await onlyTicketOf(customer)).toBe(ticketId);
    expect(replays.map((replay) => replay.replace(/[\w-]{36}/, ':id'))).toEqual([
      'POST /api/messaging/messages',
      'POST /api/messaging/messages/:id/attachments',
    ]);

    const conversation = await conversationOf(customer, ticketId ?? '');
    expect(conversation.messages).toHaveLength(1);
    expect(conversation.messages[0]?.attachments.map((file) => file.originalFileName)).toEqual([
      LOG.name,
      SCREENSHOT.name,
    ]);
    // The connection lost on purpose is the only problem the page met.
    expect(problems.filter((problem) => !problem.includes('ERR_CONNECTION_RESET'))).toEqual([]);
  });
});
