import { chromium } from 'playwright-core';
const base = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
for (const [w, h, theme] of [[1280, 900, 'light'], [390, 844, 'dark']]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, colorScheme: theme });
  const page = await ctx.newPage();
  await page.goto(`${base}/products?page=50`, { waitUntil: 'networkidle' });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.screenshot({ path: `/tmp/products-${w}-${theme}.png`, fullPage: false });
  await page.goto(`${base}/products?search=gear`, { waitUntil: 'networkidle' });
  await page.screenshot({ path: `/tmp/search-${w}-${theme}.png` });
  await ctx.close();
}
await browser.close();
