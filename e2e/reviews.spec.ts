import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_ADMIN, E2E_MEMBER, REVIEW_FIELDS } from './accounts-data';
import { choose, expect, test } from './fixtures';
import { apiAs } from './api-session';
import { violationsEverywhere } from './axe';
import { signedInSession, signIn, signOut } from './session';
import { productNotYetReviewed } from './unreviewed';

// The review journey of issue 4: a member writes a review with two photos, an admin approves
// it through the API, it appears with its photos and moves the product's index, another member
// votes and flags it, and its author edits it (dropping a photo) and then deletes it. Issue 27:
// while the review stands, Write a Review offers its edit instead of a second, blank form.
test.describe.configure({ mode: 'serial' });

const TITLE = `Trail tested ${Date.now()}`;
const WORDS = 'Six weeks in the field, no failures, dries fast.';
let productPath = '';

/** The product page, its reviews narrowed to ours (a product has more than one page of them). */
async function openOurReview(page: Page, title = TITLE) {
  await page.goto(productPath);
  await page.getByLabel('Search reviews').fill(title);
  return page.getByRole('article', { name: title });
}

/** A phone photo as it leaves the camera: GPS and all (the server must remove it). */
const photo = async (name: string, background: string) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 1200, height: 900, channels: 3, background } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2952/100' } })
    .toBuffer(),
});

test.describe(() => {
  test.use({ storageState: signedInSession(E2E_MEMBER) });

  test('a member writes a review; it waits, marked pending, for approval', async ({ page }) => {
    productPath = await productNotYetReviewed(page);
    await page.goto('/products');
    await page.getByRole('main').locator(`a[href="${productPath}"]`).first().click();
    await expect(page).toHaveURL(productPath);

    await page.getByRole('tab', { name: 'Write a Review' }).click();
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await expect(page.getByText('Title is required').first()).toBeVisible();
    // Closed now, so no toast is fading out when the OPSEC check is scanned below.
    await page.getByRole('button', { name: 'Close toast' }).click();
    await page.getByLabel('Title').fill(TITLE);
    await page.getByLabel('Your review').fill(WORDS);
    await expect(page.getByText('48/5000')).toBeVisible();
    await page.getByRole('radio', { name: '4 stars' }).click();
    // Low marks on purpose, so approving the review visibly moves the product's index.
    for (const metric of [
      'Durability',
      'Portability',
      'Cost vs. Value',
      'Civilian Adaptation',
      'Overall Utility',
    ]) {
      await page.getByRole('slider', { name: metric }).focus();
      await page.keyboard.press('Home');
    }
    // Within the form: the product's reviews, in the other tab, may show scores of their own.
    await expect(
      page.getByRole('tabpanel', { name: 'Write a Review' }).getByText('1/10'),
    ).toHaveCount(5);
    await page.getByLabel('Pros (one per line)').fill('Dries fast\n\nLight');
    await page.getByRole('radio', { name: 'Bought it' }).check();
    await page
      .locator('input[type=file][accept^="image/"]')
      .setInputFiles([
        await photo('IMG_0001.JPG', '#4b5320'),
        await photo('IMG_0002.JPG', '#8b7d5b'),
      ]);
    await expect(page.getByRole('img', { name: /^Upload \d of 2$/ })).toHaveCount(2);
    await expect(page.getByText('(2/5)')).toBeVisible();
    // A look at the reviews keeps the draft, photos included.
    await page.getByRole('tab', { name: /Reviews/ }).click();
    await page.getByRole('tab', { name: 'Write a Review' }).click();
    await expect(page.getByLabel('Title')).toHaveValue(TITLE);
    await expect(page.getByRole('img', { name: /^Upload \d of 2$/ })).toHaveCount(2);
    // The product's fresh answer comes after the member's own reviews, as on a busy server: the
    // tab turning to the edit must not cost the reader the move to the Reviews tab.
    await page.route(`**/api/products/${productPath.split('/').pop()}`, async (route) => {
      await new Promise((done) => setTimeout(done, 1_500));
      await route.continue();
    });
    // Issue 52: a grid reference is caught as typed, holds the submit, and is edited out.
    const words = page.getByLabel('Your review');
    await words.fill(`${WORDS} Camped at 18SUJ 23480 06470 all week.`);
    const note = page.getByRole('status').filter({ hasText: 'Check before you post (OPSEC)' });
    await expect(note).toContainText('Grid reference in your review: 18SUJ 23480 06470');
    await page.getByRole('button', { name: 'Submit Review' }).click();
    const held = page.getByRole('alert').filter({ hasText: 'Post this publicly?' });
    await expect(held).toBeFocused();
    await expect(held.getByRole('button', { name: 'Post anyway' })).toBeVisible();
    expect(await violationsEverywhere(page), 'the OPSEC check holding a review').toEqual([]);
    await held.getByRole('button', { name: 'Edit it out: 18SUJ 23480 06470' }).click();
    await expect(words).toBeFocused();
    expect(
      await words.evaluate((el: HTMLTextAreaElement) =>
        el.value.slice(el.selectionStart, el.selectionEnd),
      ),
    ).toBe('18SUJ 23480 06470');
    await page.keyboard.type('the ridge');
    await expect(held).toBeHidden();
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await expect(page.getByText('Review submitted!')).toBeVisible();

    await expect(page.getByRole('tab', { name: /Reviews/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const card = page.getByRole('article', { name: TITLE });
    await expect(card.getByText('Pending', { exact: true })).toBeVisible();

    // Coming back to write another, the member finds this one and its edit, not a blank form.
    await page.goto(productPath);
    await page.getByRole('tab', { name: 'Write a Review' }).click();
    const offer = page.getByRole('region', { name: 'You have already reviewed this product' });
    await expect(offer.getByText(TITLE)).toBeVisible();
    await expect(offer.getByText('Pending', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit Review' })).toHaveCount(0);
    await expect(page.getByLabel('Title')).toHaveCount(0);
    const edit = offer.getByRole('button', { name: 'Edit Your Review' });
    await edit.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Edit review' });
    await expect(dialog.getByLabel('Title')).toHaveValue(TITLE);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(edit).toBeFocused();
  });
});

test('an admin approves it; the public sees it and the index moves', async ({ page, request }) => {
  await openOurReview(page);
  const indexBefore = await page.getByTestId('bri-value').textContent();
  await expect(page.getByRole('heading', { name: TITLE })).toBeHidden();

  const origin = await apiAs(request, E2E_MEMBER);
  const mine = await (await request.get('/api/me/reviews')).json();
  const id = mine.items.find((r: { title: string }) => r.title === TITLE).id as string;
  await apiAs(request, E2E_ADMIN);
  const approved = await request.post(`/api/admin/reviews/${id}/approve`, { headers: { origin } });
  expect(approved.ok()).toBe(true);

  const card = await openOurReview(page);
  await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
  await expect(page.getByTestId('bri-value')).not.toHaveText(indexBefore ?? '');

  await expect(card.getByRole('button', { name: /^View photo \d of 2$/ })).toHaveCount(2);
  await card.getByRole('button', { name: 'View photo 2 of 2' }).click();
  const viewer = page.getByRole('dialog', { name: TITLE });
  const large = viewer.getByRole('img', { name: `${TITLE}: 2 of 2` });
  await expect(large).toBeVisible();
  // The signed URL really serves the cleaned photo: the browser decoded it.
  expect(await large.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByRole('img', { name: `${TITLE}: 1 of 2` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
});

test('another member votes and flags it', async ({ page }) => {
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const card = await openOurReview(page);
  await card.getByRole('button', { name: 'Helpful 0', exact: true }).click();
  await expect(card.getByRole('button', { name: 'Helpful 1', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await card.getByRole('button', { name: 'Flag' }).click();
  const dialog = page.getByRole('dialog', { name: 'Flag review' });
  await dialog.getByRole('button', { name: 'Flag Review' }).click();
  await expect(page.getByText('Please select a reason for flagging')).toBeVisible();
  await choose(dialog, 'Reason', 'Misleading');
  await dialog.getByLabel('Details (optional)').fill('The weight quoted is off.');
  await dialog.getByRole('button', { name: 'Flag Review' }).click();
  await expect(page.getByText('Thank you for helping keep our community safe')).toBeVisible();
  await signOut(page);
});

test.describe(() => {
  // The refused submission at the end: the browser logs its 409.
  test.use({ expectedStatuses: [409], storageState: signedInSession(E2E_MEMBER) });

  test('the author edits the review on the product page, then deletes it from the profile; it may be written again', async ({
    page,
  }) => {
    // A slow phone's CPU: the page arrives in the member's frame (Flag on every review) and their
    // own answers (Edit and Delete on this one) must not reach the screen before it has hydrated,
    // or React throws the markup away (error 418, which the fixture fails on).
    test.slow(); // the CPU throttled six times over, for the whole journey
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    const card = await openOurReview(page);
    await expect(card.getByRole('button', { name: 'Helpful 1', exact: true })).toBeDisabled();
    await expect(card.getByRole('button', { name: 'Flag' })).toHaveCount(0);
    await card.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit review' });
    await edit.getByLabel('Title').fill(`${TITLE} (revised)`);
    await edit.getByRole('button', { name: 'Remove photo 1' }).click();
    await expect(edit.getByRole('img', { name: 'Upload 1 of 1' })).toBeVisible();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Review updated')).toBeVisible();

    const revised = page.getByRole('article', { name: `${TITLE} (revised)` });
    await expect(revised.getByText('Pending', { exact: true })).toBeVisible();
    await expect(revised.getByRole('button', { name: 'View photo 1 of 1' })).toBeVisible();

    await page.goto('/profile');
    const mine = page.getByRole('article', { name: `${TITLE} (revised)` });
    await expect(mine.getByText('Pending', { exact: true })).toBeVisible();
    await mine.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete review' });
    await expect(
      confirm.getByText(
        'Are you sure you want to delete this review? This action cannot be undone.',
      ),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Review deleted')).toBeVisible();
    await expect(mine).toBeHidden();
    // Live updates held back from here, as on a lost connection: they would turn the form into
    // the offer below as soon as the other tab's review arrived, before this one is sent.
    await page.route(/\/api\/events/, () => undefined);
    await openOurReview(page, `${TITLE} (revised)`);
    await expect(
      page.getByText('No reviews match your filters. Try adjusting your search criteria.'),
    ).toBeVisible();
    // Deleted, it no longer holds the member's one review of the product: the blank form is back.
    await page.getByRole('tab', { name: 'Write a Review' }).click();
    await expect(page.getByLabel('Title')).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Submit Review' })).toBeVisible();

    // Another tab of theirs sends a review first: this form's is refused, says why, and the tab
    // turns to the edit of the one that now exists.
    await page.getByLabel('Title').fill(`${TITLE} (this tab)`);
    await page.getByLabel('Your review').fill('Started before the other tab sent its review.');
    await page.getByRole('radio', { name: 'Bought it' }).check();
    const origin = new URL(page.url()).origin;
    const elsewhere = await page.request.post(
      `/api${productPath.replace('/product/', '/products/')}/reviews`,
      {
        headers: { origin },
        data: {
          title: `${TITLE} (other tab)`,
          content: 'Sent from another tab while this one was still being written.',
          ...REVIEW_FIELDS,
        },
      },
    );
    expect(elsewhere.status()).toBe(201);
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await expect(
      page.getByText('You have already reviewed this product. Edit your review instead.'),
    ).toBeVisible();
    const offer = page.getByRole('region', { name: 'You have already reviewed this product' });
    await expect(offer.getByText(`${TITLE} (other tab)`)).toBeVisible();
    const { id } = (await elsewhere.json()) as { id: string };
    expect((await page.request.delete(`/api/reviews/${id}`, { headers: { origin } })).ok()).toBe(
      true,
    );
    // The next test is given this page again (reuseContext): at full speed. A failed test's
    // worker is discarded, page and all.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  });
});
