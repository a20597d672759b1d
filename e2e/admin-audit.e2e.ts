import fs from 'node:fs';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { useBrowser, watchProblems } from './browser';
import { uniqueEmail } from './support/accounts';
import { adminToken, apiCall, apiLogin, createUserAsAdmin } from './support/api';
import { seriousA11yReport } from './support/axe';
import { signInForm } from './support/session';
import { waitForPath, waitForToast } from './support/ui';

const browser = useBrowser();

/** The authenticator app's code, as a phone would show it `aheadMs` from now. */
const appCode = (secret: string, aheadMs = 0) =>
  generate({ secret, epoch: Math.floor((Date.now() + aheadMs) / 1000) });

/** A fresh admin with a second factor (set up through the API), so the audit log names only them. */
async function newAdminWithSecondFactor() {
  const email = uniqueEmail('auditor');
  const password = 'Audit#2031';
  await createUserAsAdmin({ email, password, firstName: 'Leela', lastName: 'Auditor', role: 'Admin' });
  const { token } = await apiLogin(email, password);
  const setUp = await apiCall<{ secret: string }>('POST', '/auth/second-factor/setup', { token });
  const confirmed = await apiCall('POST', '/auth/second-factor/confirm', {
    token,
    body: { code: await appCode(setUp.body.secret) },
  });
  expect(confirmed.status).toBe(200);
  return { email, password, secret: setUp.body.secret };
}

describe('the audit log (/admin/audit)', () => {
  it('an admin changes a setting, finds the record by action and actor, reads its before and after, and exports it as CSV', async () => {
    const admin = await newAdminWithSecondFactor();
    // Another admin leaves the retention at 400 days, so the change below has a known before.
    const arranged = await apiCall('PUT', '/SystemSettings/AuditRetentionDays', {
      token: await adminToken(),
      body: { value: '400' },
    });
    expect(arranged.status).toBe(200);

    const page = await browser.newPage();
    const problems = watchProblems(page);
    // Password, then the app's code (the next step's: the set-up used this one).
    await page.goto('/login');
    await signInForm(page).email.fill(admin.email);
    await signInForm(page).password.fill(admin.password);
    await signInForm(page).submit.click();
    await page.getByLabel('Authentication code').fill(await appCode(admin.secret, 30_000));
    await page.getByRole('button', { name: 'Verify' }).click();
    await waitForPath(page, '/admin');

    await page.goto('/admin/settings');
    await page.getByRole('heading', { level: 2, name: 'Audit Log Retention', exact: true }).waitFor();
    const retention = page.locator('form').filter({ has: page.getByLabel('Retention (days)') });
    const days = retention.getByLabel('Retention (days)');
    await expect.poll(() => days.inputValue()).toBe('400');
    await days.fill('401');
    await retention.getByRole('button', { name: 'Save' }).click();
    await waitForToast(page, 'Audit log retention saved');

    await page.getByRole('link', { name: /Audit Log/ }).click();
    await waitForPath(page, '/admin/audit');
    await page.getByRole('heading', { level: 1, name: 'Audit Log' }).waitFor();
    await page.getByLabel('Action', { exact: true }).selectOption('setting.changed');
    await waitForPath(page, '/admin/audit?action=setting.changed');
    await page.getByRole('searchbox', { name: 'Actor' }).fill(admin.email);
    await waitForPath(page, `/admin/audit?action=setting.changed&actor=${encodeURIComponent(admin.email)}`);
    const rows = page.getByRole('row').filter({ hasText: admin.email });
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toMatch(/setting\.changed.*AuditRetentionDays/);

    // A reload keeps the filters: the same one record.
    await page.reload();
    await expect.poll(() => rows.count()).toBe(1);
    expect(await page.getByLabel('Action', { exact: true }).inputValue()).toBe('setting.changed');

    await rows
      .first()
      .getByRole('button', { name: /^Details of setting\.changed/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'setting.changed' });
    const change = dialog.getByRole('row').filter({ hasText: 'value' });
    await expect
      .poll(() => change.getByRole('cell').allTextContents())
      .toEqual(['value (changed)', '400', '401']);
    expect(await dialog.textContent()).toContain(admin.email);
    expect(await seriousA11yReport(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = fs.readFileSync(await download.path(), 'utf8').split('\r\n');
    // The header, the one record the filters match, and the empty text after the last line break.
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^occurred_at_utc,action,actor_id,actor_email,/);
    expect(lines[1]).toContain(`,setting.changed,`);
    expect(lines[1]).toContain(admin.email);
    expect(lines[1]).toContain(',AuditRetentionDays,');
    expect(lines[1]).toContain('"{""value"":""400""}","{""value"":""401""}"');
    expect(problems).toEqual([]);
  });
});
