import type { Page } from 'playwright-core';

/** From /payment to the SATIM sandbox's card page, terms and captcha ticked; returns the gateway's order id (mdOrder). */
export async function payOnline(page: Page, webUrl: string) {
  await page.goto(`${webUrl}/payment`);
  await page.getByTestId('payment-summary').waitFor();
  await page.getByTestId('accept-terms').locator('input').check();
  await page.getByTestId('captcha-standin').locator('input').check();
  await page.getByTestId('pay-button').click();
  await page.waitForURL('**/satim-sandbox/payment/merchants/**');
  return new URL(page.url()).searchParams.get('mdOrder')!;
}

/** Fills the sandbox's card form with a test card (docs/payments.md) and pays. */
export async function submitCard(page: Page, pan: string) {
  await page.locator('#pan').fill(pan);
  await page.locator('#month').selectOption('12');
  await page.locator('#year').selectOption(String(new Date().getUTCFullYear() + 2));
  await page.locator('#cvv').fill('123');
  await page.locator('#holder').fill('Amina Benali');
  await page.locator('button.pay').click();
}
