/** Helpers of the shell e2e tests. */
import type { Page } from '@playwright/test';

/** Start on a public page in English (stored choice), so `login` loads the login page itself. */
export async function inEnglish(page: Page) {
  await page.goto('/404');
  await page.evaluate(() =>
    localStorage.setItem('toycar-language', JSON.stringify({ type: 'local', content: 'en', timestamp: Date.now() })),
  );
}
