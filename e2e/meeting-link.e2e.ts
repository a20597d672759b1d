// Decision 051: the consultant sets where sessions take place on the availability page; the
// customer's agenda links to it (a new tab) and the booking's invite carries it as LOCATION and URL.
import { describe, expect, it } from 'vitest';
import { useBrowser, watchProblems } from './browser';
import { seriousA11yReport } from './support/axe';
import { invitesOf, waitForMail } from './support/mail';
import { restoreSession } from './support/session';
import { expectNewToast } from './support/supply';
import { useTicketDesk } from './support/tickets';

const browser = useBrowser();
const desk = useTicketDesk('meetings', 'Meeting Places', { blockHours: [2] });

const ZOOM = 'https://us02web.zoom.us/j/81234567890?pwd=ZTJlLW1lZXQ';

describe('the meeting link', () => {
  it('the consultant sets a Zoom link (an http one is refused), the customer joins from the agenda and the invite', async () => {
    const page = await browser.newPage();
    const problems = watchProblems(page);
    await restoreSession(page, desk.consultant.email, desk.consultant.password);
    await page.goto('/consultant/availability');
    const section = page.getByRole('region', { name: 'Meeting link' });
    // Nothing set: each session gets a Jitsi Meet room.
    await section.getByRole('radio', { name: 'Generate a Jitsi Meet room for each session' }).waitFor();
    expect(
      await section
        .getByRole('radio', { name: 'Generate a Jitsi Meet room for each session' })
        .getAttribute('aria-checked'),
    ).toBe('true');

    await section.getByRole('radio', { name: /Use my own meeting link/ }).click();
    const field = section.getByRole('textbox', { name: 'Meeting link' });
    await field.fill('http://zoom.us/j/81234567890');
    await section.getByRole('button', { name: 'Save meeting link' }).click();
    await section.getByText('Enter a meeting link that starts with https://').waitFor();

    await field.fill(ZOOM);
    await section.getByText('Customers will see “Join on Zoom”.').waitFor();
    await expectNewToast(page, 'Meeting link saved', () =>
      section.getByRole('button', { name: 'Save meeting link' }).click(),
    );
    expect(await seriousA11yReport(page)).toEqual([]);
    expect(problems).toEqual([]);

    // Booked after the link was set: the agenda and the invite carry it.
    const ticket = await desk.book({ description: 'A kernel upgrade of QAS planned with the customer.' });
    const customerPage = await browser.newPage();
    const customerProblems = watchProblems(customerPage);
    await restoreSession(customerPage, desk.customer.email, desk.customer.password);
    await customerPage.goto('/dashboard');
    const entry = customerPage
      .getByRole('list', { name: 'Upcoming sessions' })
      .getByTestId('agenda-entry')
      .filter({ hasText: ticket.orderNumber });
    const join = entry.getByRole('link', { name: /Join on Zoom/ });
    await join.waitFor();
    expect(await join.getAttribute('href')).toBe(ZOOM);
    expect(await join.getAttribute('target')).toBe('_blank');
    expect(await join.getAttribute('rel')).toContain('noopener');

    // The ticket's Sessions tab links to the same place.
    await entry.getByRole('link', { name: `Open ticket ${ticket.orderNumber}` }).click();
    const dialog = customerPage.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Sessions' }).click();
    const fromTicket = dialog.getByTestId('ticket-session').getByRole('link', { name: /Join on Zoom/ });
    await fromTicket.waitFor();
    expect(await fromTicket.getAttribute('href')).toBe(ZOOM);
    expect(customerProblems).toEqual([]);

    const mail = await waitForMail(desk.customer.email, {
      matching: (candidate) =>
        candidate.subject.startsWith('Booking confirmed') && candidate.subject.includes(ticket.orderNumber),
    });
    const [invite, ...more] = invitesOf(mail);
    expect(more).toEqual([]);
    expect(invite).toMatch(/^METHOD:REQUEST$/m);
    expect(invite?.match(/^LOCATION:(.*)$/m)?.[1]?.trim()).toBe(ZOOM);
    expect(invite?.match(/^URL:(.*)$/m)?.[1]?.trim()).toBe(ZOOM);
    expect(mail.text).toContain(`Join on Zoom ${ZOOM}`);
  });
});
