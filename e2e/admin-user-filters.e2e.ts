import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { DEMO, uniqueEmail } from './support/accounts';
import { adminToken, apiCall, createUserAsAdmin } from './support/api';
import { restoreSession } from './support/session';
import { currentPath, waitForPath } from './support/ui';

const browser = useBrowser();

describe('admin user filters (/admin/users)', () => {
  it("offers the spec's Blocked status value: it finds deactivated accounts and keeps it in the address", async () => {
    const tag = `blocked${Date.now().toString(36)}`;
    const blocked = await createUserAsAdmin({
      email: uniqueEmail(`${tag}.off`),
      password: 'Cust#1234',
      firstName: 'Rohan',
      lastName: tag,
      role: 'Customer',
    });
    const active = await createUserAsAdmin({
      email: uniqueEmail(`${tag}.on`),
      password: 'Cust#1234',
      firstName: 'Isha',
      lastName: tag,
      role: 'Customer',
    });
    const deactivated = await apiCall('PUT', `/Users/${blocked.id}/status`, {
      token: await adminToken(),
      body: { status: 'Inactive' },
    });
    expect(deactivated.status).toBe(200);

    const page = await browser.newPage();
    await restoreSession(page, DEMO.admin);
    await page.goto('/admin/users');
    await page.getByRole('heading', { level: 1, name: 'User Management' }).waitFor();
    await page.locator('main').getByRole('searchbox').fill(tag);
    await waitForPath(page, `/admin/users?search=${tag}`);
    const rows = page.getByRole('row').filter({ hasText: tag });
    await expect.poll(() => rows.count()).toBe(2);

    const status = page.getByLabel('Status', { exact: true });
    expect(await status.locator('option').allTextContents()).toEqual([
      'All Statuses',
      'Active',
      'Inactive',
      'Blocked',
    ]);
    // The list behind a filter change stays on screen until the new page arrives: wait for its rows.
    await status.selectOption('Blocked');
    await waitForPath(page, `/admin/users?search=${tag}&status=Blocked`);
    await expect.poll(() => rows.allTextContents()).toEqual([expect.stringContaining(blocked.email)]);
    expect(await rows.first().textContent()).toMatch(/Inactive/);

    await status.selectOption('Active');
    await waitForPath(page, `/admin/users?search=${tag}&status=Active`);
    await expect.poll(() => rows.allTextContents()).toEqual([expect.stringContaining(active.email)]);

    // A reload keeps the filters.
    await status.selectOption('Blocked');
    await waitForPath(page, `/admin/users?search=${tag}&status=Blocked`);
    await page.reload();
    await expect.poll(() => rows.allTextContents()).toEqual([expect.stringContaining(blocked.email)]);
    expect(await page.getByLabel('Status', { exact: true }).inputValue()).toBe('Blocked');
    expect(currentPath(page)).toBe(`/admin/users?search=${tag}&status=Blocked`);
  });
});
