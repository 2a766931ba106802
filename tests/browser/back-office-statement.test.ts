import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { algiersDay } from '../../src/contract/algiersTime';
import { DESKTOP, PHONE, screenshot, type Stack, startStack } from '../support/browser.js';
import { pdfText } from '../support/pdf.js';

/**
 * Issue 38 §5: the back office downloads a pharmacy's statement of account. The admin from the pharmacy's account
 * (Receivables → a pharmacy), the franchisee from its wilaya's receivables row; both with the pharmacy's own period
 * picker, which refuses an end before the start on the field and sends nothing. fr, en and ar, desktop and phone.
 */
let stack: Stack;
const PHARMACY = 'Pharmacie El Amel';

beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => stack?.close());

const badPeriod = {
  fr: 'Période : la date de début doit précéder la date de fin.',
  en: 'Period: the start date must come before the end date.',
  ar: 'الفترة: يجب أن يسبق تاريخ البداية تاريخ النهاية.',
} as const;

/** Opens the statement's dialog from `open`, checks a bad period, then downloads the default period's PDF. */
async function downloadStatement(page: Page, open: () => Promise<void>, lang: keyof typeof badPeriod, shot: string) {
  await open();
  const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('statement-download') });
  await dialog.waitFor();
  expect(await dialog.textContent()).toContain(PHARMACY);
  const from = await dialog.getByTestId('statement-from').inputValue();
  await dialog.getByTestId('statement-to').fill('2020-01-01');
  await dialog.getByText(badPeriod[lang]).waitFor();
  expect(await dialog.getByTestId('statement-download').isDisabled()).toBe(true);
  await screenshot(page, `${shot}-bad-period`, { fullPage: false });
  const today = algiersDay(new Date());
  await dialog.getByTestId('statement-to').fill(today);
  await expect.poll(() => dialog.getByText(badPeriod[lang]).count()).toBe(0);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByTestId('statement-download').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = fs.readFileSync((await download.path())!);
  expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
  expect(await pdfText(pdf)).toContain(PHARMACY);
  await dialog.waitFor({ state: 'hidden' });
  expect(from < today).toBe(true);
}

describe("a pharmacy's statement of account from the back office (issue 38 §5)", () => {
  for (const lang of ['fr', 'en', 'ar'] as const)
    for (const [size, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const)
      it(`the admin and the franchisee download it (${lang}, ${size})`, async () => {
        const admin = await stack.newPage({ lang, viewport });
        await stack.signIn(admin.page, 'admin');
        await admin.page.goto(`${stack.webUrl}/admin/receivables`);
        await admin.page.getByText(PHARMACY, { exact: true }).first().click();
        const account = admin.page.getByTestId('receivable-account');
        await account.getByTestId('receivable-balance').waitFor();
        await screenshot(admin.page, `statement-admin-account-${lang}-${size}`, { fullPage: false });
        await downloadStatement(
          admin.page,
          () => account.getByTestId('statement-open').click(),
          lang,
          `statement-admin-${lang}-${size}`,
        );
        await admin.context.close();

        const franchise = await stack.newPage({ lang, viewport });
        await stack.signIn(franchise.page, 'franchise');
        await franchise.page.goto(`${stack.webUrl}/franchise/receivables`);
        const row = franchise.page
          .locator('tr, li')
          .filter({ hasText: PHARMACY })
          .filter({ has: franchise.page.getByTestId('statement-open') })
          .first();
        await row.waitFor();
        await screenshot(franchise.page, `statement-franchise-receivables-${lang}-${size}`);
        await downloadStatement(
          franchise.page,
          () => row.getByTestId('statement-open').click(),
          lang,
          `statement-franchise-${lang}-${size}`,
        );
        await franchise.context.close();
      });
});
