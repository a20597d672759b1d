import { describe, expect, it } from 'vitest';
import { useBrowser, watchProblems } from './browser';
import { restoreSession } from './support/session';
import { useTicketDesk } from './support/tickets';
import { waitForToast } from './support/ui';

const browser = useBrowser();
const desk = useTicketDesk('priority', 'Priority Changes');

describe('a ticket re-rated by its consultant', () => {
  it('Manage Status changes the priority: the toast says it, the SLA clocks restart under Very High, the history keeps it', async () => {
    const ticket = await desk.book({
      description: 'Background jobs cancelled since the upgrade.',
      priority: 'Medium',
    });
    const page = await browser.newPage();
    const problems = watchProblems(page);
    await restoreSession(page, desk.consultant.email, desk.consultant.password);
    await page.goto(`/tickets?ticket=${ticket.id}`);
    const dialog = page.getByRole('dialog');
    const sla = dialog.getByRole('region', { name: /^SLA/ });
    await sla.getByRole('heading', { name: 'SLA · Medium priority' }).waitFor();

    await dialog.getByRole('tab', { name: 'Manage Status' }).click();
    const priority = dialog.getByLabel('Priority', { exact: true });
    // Keeping it is refused where it is said, without a request.
    await dialog.getByRole('button', { name: 'Change priority' }).click();
    await dialog.getByText('The ticket already has this priority').waitFor();
    await priority.selectOption('VeryHigh');
    await dialog.getByRole('button', { name: 'Change priority' }).click();
    await waitForToast(page, 'Priority changed from Medium to Very High');

    await sla.getByRole('heading', { name: 'SLA · Very High priority' }).waitFor();
    await expect
      .poll(() => sla.getByTestId('sla-line').first().textContent())
      .toMatch(/^Respond by .+ \(in (59 min|1 h)\)$/);
    await dialog.getByRole('tab', { name: 'History' }).click();
    await dialog.getByText('Priority changed from Medium to Very High').waitFor();
    expect(problems).toEqual([]);
  });
});
