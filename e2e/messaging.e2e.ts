import fs from 'node:fs';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser, watchProblems } from './browser';
import { apiCall, apiLogin, setSystemSetting } from './support/api';
import { seriousA11yReport } from './support/axe';
import { PNG_SIGNATURE, tinyPng } from './support/files';
import { restoreSession } from './support/session';
import { expectNewToast } from './support/supply';
import { isDark, presetTheme, type Theme } from './support/theme';
import { type Account, type BookedTicket, useTicketDesk } from './support/tickets';
import { currentPath, isCoveredByToast, waitForPath, waitForToast } from './support/ui';

const browser = useBrowser();

const desk = useTicketDesk('messaging', 'Messaging');
let ticket: BookedTicket;
/** The ticket's conversation: opened by the customer from the ticket in the first journey. */
let conversationId: string;

/** What "live" means here: the other person sees it within a few seconds, without a reload. */
const LIVE_MS = 5_000;

beforeAll(async () => {
  ticket = await desk.book({
    description: 'The update work processes stop after the kernel patch; the log shows a short dump.',
  });
});

/** A person's own profile, signed in, on `path`; console errors and failed calls are collected. */
async function openAs(
  account: Account,
  path: string,
  { expectedStatuses, ...options }: BrowserContextOptions & { expectedStatuses?: number[] } = {},
) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const problems = watchProblems(page, { expectedStatuses });
  await restoreSession(page, account.email, account.password);
  await page.goto(path);
  return { page, problems };
}

const threadOf = (page: Page, otherName: string) =>
  page.getByRole('list', { name: `Messages with ${otherName}` });
/** One message of the thread, found by words in it. */
const messageWith = (page: Page, otherName: string, text: string | RegExp) =>
  threadOf(page, otherName).getByRole('listitem').filter({ hasText: text });
const composerOf = (page: Page) => page.getByRole('form', { name: 'Send a message' });
const messageBox = (page: Page) => composerOf(page).getByLabel('Message', { exact: true });
const conversationButton = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Conversations' })
    .locator(`[data-conversation-id="${conversationId}"]`);
/** The top bar's envelope: its text is the unread badge ('' when nothing is unread). */
const topBarMessages = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Messages' });

/** Sends what the box holds with Enter, and waits for the app's 'Message sent'. */
async function sendWithEnter(page: Page, toast = 'Message sent') {
  await expectNewToast(page, toast, () => messageBox(page).press('Enter'));
}

describe('messages (/messages) between a customer and the ticket’s consultant', () => {
  it("opens the ticket's conversation from its detail, and the two chat live: send, reply, edit, delete", async () => {
    // The consultant is already on /messages when the customer writes.
    const consultantSide = await openAs(desk.consultant, '/messages');
    await consultantSide.page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();

    const customerSide = await openAs(desk.customer, `/tickets?ticket=${ticket.id}`);
    const { page } = customerSide;
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: new RegExp(ticket.orderNumber) }).waitFor();
    await dialog.getByRole('link', { name: 'Message' }).click();
    // ?orderId=… gets or creates the conversation, then the address names it instead.
    await waitForPath(page, /^\/messages\?conversation=[\w-]+$/);
    conversationId = new URL(page.url()).searchParams.get('conversation') ?? '';
    await page.getByRole('heading', { level: 2, name: desk.consultant.name }).waitFor();
    await page.getByText(`Order: ${ticket.orderNumber}`).first().waitFor();
    const thread = page.getByRole('region', { name: 'Conversation' });
    await thread.getByText('No messages yet', { exact: true }).waitFor();
    await thread.getByText('Start the conversation by sending a message below.', { exact: true }).waitFor();

    // Shift+Enter starts a new line; Enter sends.
    await messageBox(page).pressSequentially('Good morning, the update processes stop.');
    await messageBox(page).press('Shift+Enter');
    await messageBox(page).pressSequentially('Dump attached below.');
    expect(await messageBox(page).inputValue()).toBe(
      'Good morning, the update processes stop.\nDump attached below.',
    );
    await sendWithEnter(page);
    expect(await messageBox(page).inputValue()).toBe('');
    const first = messageWith(page, desk.consultant.name, 'Good morning, the update processes stop.');
    await first.waitFor();
    expect(await first.locator('p').first().textContent()).toBe(
      'Good morning, the update processes stop.\nDump attached below.',
    );

    // The consultant sees the conversation and its message arrive, with no reload.
    const other = consultantSide.page;
    const item = conversationButton(other);
    await item.waitFor({ timeout: LIVE_MS });
    await expect.poll(() => item.textContent(), { timeout: LIVE_MS }).toContain('1 new');
    expect(await item.textContent()).toContain(desk.customer.name);
    expect(await item.textContent()).toContain(`Order: ${ticket.orderNumber}`);
    await item.click();
    await waitForPath(other, `/messages?conversation=${conversationId}`);
    const received = messageWith(other, desk.customer.name, 'Good morning, the update processes stop.');
    await received.waitFor();
    expect(await received.locator('p').first().textContent()).toBe(
      'Good morning, the update processes stop.\nDump attached below.',
    );
    // Opening the thread read it.
    await expect.poll(() => item.textContent(), { timeout: LIVE_MS }).not.toContain('new');

    await messageBox(other).fill('Thanks, I am looking at the dump now.');
    await expectNewToast(other, 'Message sent', () =>
      composerOf(other).getByRole('button', { name: 'Send message' }).click(),
    );
    await messageWith(page, desk.consultant.name, 'Thanks, I am looking at the dump now.').waitFor({
      timeout: LIVE_MS,
    });

    // The customer edits their message: marked edited, for both.
    await first.getByRole('button', { name: /^Edit/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit message' });
    await edit.getByLabel('Message').fill('Good morning, the update work processes stop after the patch.');
    await expectNewToast(page, 'Message updated', () =>
      edit.getByRole('button', { name: 'Save Changes' }).click(),
    );
    await edit.waitFor({ state: 'detached' });
    const edited = messageWith(page, desk.consultant.name, 'update work processes stop after the patch');
    await edited.getByText('(edited)', { exact: true }).waitFor();
    const editedThere = messageWith(other, desk.customer.name, 'update work processes stop after the patch');
    await editedThere.getByText('(edited)', { exact: true }).waitFor({ timeout: LIVE_MS });
    expect(await messageWith(other, desk.customer.name, 'Dump attached below.').count()).toBe(0);

    // The customer deletes it: gone for the consultant too.
    await edited.getByRole('button', { name: /^Delete/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete message?' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await edited.waitFor({ state: 'detached' });
    await editedThere.waitFor({ state: 'detached', timeout: LIVE_MS });
    // Only the sender edits or deletes: the consultant has no such buttons on the customer's words.
    const reply = messageWith(page, desk.consultant.name, 'Thanks, I am looking at the dump now.');
    expect(await reply.getByRole('button').count()).toBe(0);

    expect(customerSide.problems).toEqual([]);
    expect(consultantSide.problems).toEqual([]);
  });

  it('shares a PNG both can see and the consultant downloads, and refuses a file type that is not allowed', async () => {
    const consultantSide = await openAs(desk.consultant, `/messages?conversation=${conversationId}`);
    // The server's check refuses the program named .pdf with a 400.
    const customerSide = await openAs(desk.customer, `/messages?conversation=${conversationId}`, {
      expectedStatuses: [400],
    });
    const { page } = customerSide;
    const other = consultantSide.page;
    await threadOf(page, desk.consultant.name).waitFor();
    await threadOf(other, desk.customer.name).waitFor();

    const png = tinyPng();
    const fileInput = composerOf(page).locator('input[type="file"]');
    // The rules (allowed types, size) have loaded once the input names what it accepts.
    await expect.poll(() => fileInput.getAttribute('accept')).toContain('.png');

    // A message goes whole or not at all: a refused file stays beside the text with its reason,
    // and nothing is sent until it is removed. A page named like a PDF is refused by its name, in
    // the spec's words; a program named .pdf by its content, on the server, before any send.
    await messageBox(page).fill('The short dump as a screenshot.');
    const chosen = composerOf(page).getByRole('list', { name: 'Files to send' }).getByRole('listitem');
    await fileInput.setInputFiles({
      name: 'invoice.pdf.html',
      mimeType: 'text/html',
      buffer: Buffer.from('<html><body>Pay here</body></html>'),
    });
    await fileInput.setInputFiles({
      name: 'kernel-patch.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]),
    });
    await chosen
      .getByRole('alert')
      .getByText('invoice.pdf.html: File type html is not allowed', { exact: true })
      .waitFor();
    await chosen
      .getByRole('alert')
      .getByText('kernel-patch.pdf: File content does not match its type', { exact: true })
      .waitFor();
    const send = composerOf(page).getByRole('button', { name: 'Send message' });
    expect(await send.isDisabled()).toBe(true);
    await composerOf(page).getByText('Remove the refused file to send the message.').waitFor();
    await messageBox(page).press('Enter');
    expect(await messageBox(page).inputValue()).toBe('The short dump as a screenshot.');
    expect(await messageWith(other, desk.customer.name, 'The short dump as a screenshot.').count()).toBe(0);
    await composerOf(page).getByRole('button', { name: 'Remove invoice.pdf.html' }).click();
    await composerOf(page).getByRole('button', { name: 'Remove kernel-patch.pdf' }).click();
    expect(await composerOf(page).getByRole('list', { name: 'Files to send' }).count()).toBe(0);

    await fileInput.setInputFiles({ name: 'short-dump.png', mimeType: 'image/png', buffer: png });
    await chosen.waitFor();
    expect(await chosen.textContent()).toContain('short-dump.png');
    expect(await chosen.textContent()).toContain(`${png.length} Bytes`);
    await expect.poll(() => send.isEnabled()).toBe(true);
    expect(await composerOf(page).getByRole('alert').count()).toBe(0);
    await sendWithEnter(page, 'Message sent with 1 attachment(s)');

    for (const [side, otherName] of [
      [page, desk.consultant.name],
      [other, desk.customer.name],
    ] as const) {
      const chip = messageWith(side, otherName, 'The short dump as a screenshot.')
        .getByRole('list', { name: 'Attachments' })
        .getByRole('listitem');
      await chip.waitFor({ timeout: LIVE_MS });
      expect(await chip.textContent()).toContain('short-dump.png');
      expect(await chip.textContent()).toContain(`${png.length} Bytes`);
      // An image shows a preview, fetched with the session's token.
      await chip.getByRole('img', { name: 'short-dump.png' }).waitFor();
    }

    const [download] = await Promise.all([
      other.waitForEvent('download'),
      other.getByRole('button', { name: 'Download short-dump.png' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('short-dump.png');
    const bytes = fs.readFileSync(await download.path());
    expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(bytes.equals(png)).toBe(true);
    // Only the sender deletes a file.
    expect(await other.getByRole('button', { name: 'Delete short-dump.png' }).count()).toBe(0);

    expect(customerSide.problems).toEqual([]);
    expect(consultantSide.problems).toEqual([]);
  });

  it("raises the consultant's unread badges live while they are elsewhere, and opening the thread clears them", async () => {
    const { page, problems } = await openAs(desk.consultant, '/dashboard');
    const badge = topBarMessages(page);
    await badge.waitFor();
    const messagesCard = page.getByTestId('summary-messages-value');
    await expect.poll(() => messagesCard.textContent()).toBe('0');
    expect(await badge.textContent()).toBe('');

    // The customer writes (arranged through the API: this journey is about the consultant's screen).
    const { token } = await apiLogin(desk.customer.email, desk.customer.password);
    const sent = await apiCall('POST', '/messaging/messages', {
      token,
      body: { conversationId, content: 'Is the system back up?', messageType: 'text' },
    });
    expect(sent.status).toBe(201);

    await expect.poll(() => badge.textContent(), { timeout: LIVE_MS }).toBe('1 unread');
    await expect.poll(() => messagesCard.textContent(), { timeout: LIVE_MS }).toBe('1');

    await badge.click();
    await waitForPath(page, '/messages');
    await expect.poll(() => page.getByTestId('unread-total').textContent()).toBe('1 unread message');
    const item = conversationButton(page);
    expect(await item.textContent()).toContain('1 new');
    await item.click();
    await messageWith(page, desk.customer.name, 'Is the system back up?').waitFor();
    await expect.poll(() => page.getByTestId('unread-total').textContent()).toBe('0 unread messages');
    await expect.poll(() => badge.textContent()).toBe('');
    await expect.poll(() => item.textContent()).not.toContain('new');
    expect(problems).toEqual([]);
  });

  it("archives the conversation, closing the customer's composer unless the ticket waits for them; Restore reopens it", async () => {
    const consultantSide = await openAs(desk.consultant, `/messages?conversation=${conversationId}`);
    const customerSide = await openAs(desk.customer, `/messages?conversation=${conversationId}`);
    const { page } = customerSide;
    const other = consultantSide.page;
    await threadOf(page, desk.consultant.name).waitFor();
    await threadOf(other, desk.customer.name).waitFor();
    expect(await messageBox(page).isEnabled()).toBe(true);

    await expectNewToast(other, 'Conversation archived', () =>
      other.getByRole('button', { name: `Archive conversation with ${desk.customer.name}` }).click(),
    );
    const restore = other.getByRole('button', { name: `Restore conversation with ${desk.customer.name}` });
    await restore.waitFor();
    expect(
      await other.getByRole('button', { name: `Archive conversation with ${desk.customer.name}` }).count(),
    ).toBe(0);
    await other.getByText('This conversation is archived', { exact: true }).waitFor();
    expect(await messageBox(other).isDisabled()).toBe(true);

    // The customer's composer closes, live.
    await composerOf(page)
      .getByText('This conversation is archived', { exact: true })
      .waitFor({ timeout: LIVE_MS });
    expect(await messageBox(page).isDisabled()).toBe(true);
    expect(await composerOf(page).getByRole('button', { name: 'Attach files' }).isDisabled()).toBe(true);

    // The consultant asks the customer for something: the ticket waits for them, and they may answer.
    const { token } = await apiLogin(desk.consultant.email, desk.consultant.password);
    const moved = await apiCall('PUT', `/SupportRequests/${ticket.id}/status`, {
      token,
      body: { status: 'PendingCustomerAction', comment: 'Please send the approval.' },
    });
    expect(moved.status).toBe(200);
    await expect.poll(() => messageBox(page).isEnabled(), { timeout: LIVE_MS }).toBe(true);
    expect(await composerOf(page).getByText('This conversation is archived', { exact: true }).count()).toBe(
      0,
    );
    await messageBox(page).fill('Approval from the change board is attached to the ticket.');
    await sendWithEnter(page);
    await messageWith(other, desk.customer.name, 'Approval from the change board').waitFor({
      timeout: LIVE_MS,
    });
    // The consultant's composer stays closed while archived.
    expect(await messageBox(other).isDisabled()).toBe(true);

    await expectNewToast(other, 'Conversation restored', () => restore.click());
    await other.getByRole('button', { name: `Archive conversation with ${desk.customer.name}` }).waitFor();
    await expect.poll(() => messageBox(other).isEnabled()).toBe(true);
    expect(await other.getByText('This conversation is archived', { exact: true }).count()).toBe(0);
    expect(await messageBox(page).isEnabled()).toBe(true);

    expect(customerSide.problems).toEqual([]);
    expect(consultantSide.problems).toEqual([]);
  });

  it('switches between the list and the thread on a phone (390×844), with Back', async () => {
    const { page, problems } = await openAs(desk.consultant, '/messages', {
      viewport: { width: 390, height: 844 },
    });
    const list = page.getByRole('navigation', { name: 'Conversations' });
    const item = conversationButton(page);
    await item.waitFor();
    expect(await page.getByRole('region', { name: 'Conversation' }).isVisible()).toBe(false);

    await item.click();
    await waitForPath(page, `/messages?conversation=${conversationId}`);
    await threadOf(page, desk.customer.name).waitFor();
    expect(await list.isVisible()).toBe(false);
    // Opening a thread moves focus to its heading.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe(desk.customer.name);

    // The toast that confirms a message leaves Send free for the next one.
    const send = composerOf(page).getByRole('button', { name: 'Send message' });
    await messageBox(page).fill('Sent from a phone');
    await send.click();
    await waitForToast(page, 'Message sent');
    expect(await isCoveredByToast(send)).toBe(false);

    await page.getByRole('button', { name: 'Back to conversations' }).click();
    await waitForPath(page, '/messages');
    await list.waitFor();
    expect(await threadOf(page, desk.customer.name).isVisible()).toBe(false);
    // Back returns focus to the conversation it came from.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-conversation-id')))
      .toBe(conversationId);
    expect(problems).toEqual([]);
  });

  for (const theme of ['light', 'dark'] as Theme[]) {
    it(`has no serious or critical axe violations on the list and an open thread on a phone (${theme})`, async () => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      await presetTheme(context, theme);
      const page = await context.newPage();
      const problems = watchProblems(page);
      await restoreSession(page, desk.customer.email, desk.customer.password);
      await page.goto('/messages');
      await conversationButton(page).waitFor();
      expect(await isDark(page)).toBe(theme === 'dark');
      expect(await seriousA11yReport(page)).toEqual([]);

      await conversationButton(page).click();
      // The thread with its image preview and own-message actions.
      await threadOf(page, desk.consultant.name).getByRole('img', { name: 'short-dump.png' }).waitFor();
      expect(await seriousA11yReport(page)).toEqual([]);
      expect(problems).toEqual([]);
    });
  }
});

describe('messaging switched off by the administrator', () => {
  it("sends /messages home with 'Messaging Currently Unavailable' and hides the envelope", async () => {
    await setSystemSetting('MessagingEnabled', 'false');
    try {
      const { page, problems } = await openAs(desk.customer, '/messages');
      await waitForPath(page, '/dashboard');
      await waitForToast(page, 'Messaging Currently Unavailable');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await topBarMessages(page).count()).toBe(0);
      expect(await page.getByTestId('summary-messages').count()).toBe(0);
      expect(currentPath(page)).toBe('/dashboard');
      expect(problems).toEqual([]);
    } finally {
      await setSystemSetting('MessagingEnabled', 'true');
    }
  });
});
