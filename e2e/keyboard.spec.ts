import { E2E_MEMBER, E2E_MODERATOR } from './accounts-data';
import { expect, test } from './fixtures';
import { expectFocusOn, press, pressUntil, signInByKeyboard, tabTo } from './keyboard';

// Issue 16: with the keyboard alone a member signs in, writes a review (stars and sliders),
// votes and flags, and a moderator approves the review; focus shows at every step and comes
// back to whatever opened a dialog once it closes.
test.describe.configure({ mode: 'serial' });

const TITLE = `Keyboard review ${Date.now()}`;
const SCORES = { Durability: 3, Portability: 9, 'Cost vs. Value': 7, 'Civilian Adaptation': 1 };

test('a member signs in, reviews a product, votes and flags with the keyboard', async ({
  page,
}) => {
  test.slow();
  await signInByKeyboard(page, E2E_MEMBER);

  // Signed in, the member lands on the home page; its first product card is ahead in Tab order.
  await tabTo(page, page.getByRole('main').getByRole('heading').getByRole('link').first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/product\//);

  await tabTo(page, page.getByRole('tab', { name: /^Reviews/ }));
  await press(page, 'ArrowRight');
  await expect(page.getByRole('tab', { name: 'Write a Review', selected: true })).toBeFocused();
  await tabTo(page, page.getByLabel('Title'));
  await page.keyboard.type(TITLE);
  await tabTo(page, page.getByLabel('Your review'));
  await page.keyboard.type('Carried it through a winter exercise without touching the mouse.');
  await tabTo(page, page.getByRole('radio', { checked: true }));
  await pressUntil(page, 'ArrowLeft', page.getByRole('radio', { name: '3 stars' }));
  await expect(page.getByRole('radio', { name: '3 stars' })).toBeChecked();
  for (const [metric, score] of Object.entries(SCORES)) {
    const slider = page.getByRole('slider', { name: metric });
    await tabTo(page, slider);
    await press(page, 'Home');
    for (let i = 1; i < score; i++) await press(page, 'ArrowRight');
    await expect(slider).toHaveValue(String(score));
  }
  // Issue 52: how the gear was got; Tab enters the group at its first choice, Space takes it.
  const bought = page.getByRole('radio', { name: 'Bought it' });
  await tabTo(page, bought);
  await press(page, 'Space');
  await expect(bought).toBeChecked();
  const submit = page.getByRole('button', { name: 'Submit Review' });
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Review submitted!')).toBeVisible();
  // The form is hidden with its button: focus goes to the tab now showing the reviews.
  await expectFocusOn(page, page.getByRole('tab', { name: /^Reviews/, selected: true }));
  const mine = page.getByRole('article', { name: TITLE });
  await expect(mine.getByText('Pending', { exact: true })).toBeVisible();
  await expect(mine.getByText('3/10')).toBeVisible();

  // The first vote button Tab reaches is on someone else's review: one's own are disabled.
  await tabTo(page, page.getByRole('button', { name: /^Helpful \d+$/ }));
  const card = page.getByRole('article').filter({ has: page.locator(':focus') });
  const helpful = card.getByRole('button', { name: /^Helpful \d+$/ });
  await expect(helpful).toHaveAttribute('aria-pressed', 'false');
  await press(page, 'Enter');
  await expect(helpful).toHaveAttribute('aria-pressed', 'true');
  await expectFocusOn(page, helpful);

  const flag = card.getByRole('button', { name: 'Flag' });
  await tabTo(page, flag);
  await press(page, 'Enter');
  const dialog = page.getByRole('dialog', { name: 'Flag review' });
  const reason = dialog.getByRole('combobox', { name: 'Reason' });
  await expectFocusOn(page, reason);
  await press(page, 'Escape');
  await expect(dialog).toBeHidden();
  await expectFocusOn(page, flag);

  await press(page, 'Enter');
  await expectFocusOn(page, reason);
  // A closed select steps through its options with the arrow keys, as a reader's would.
  for (let i = 0; i < 12 && (await reason.inputValue()) !== 'misleading'; i++)
    await press(page, 'ArrowDown');
  await expect(reason).toHaveValue('misleading');
  await expectFocusOn(page, reason);
  await tabTo(page, dialog.getByLabel('Details (optional)'));
  await page.keyboard.type('The weight quoted is off by a pound.');
  await tabTo(page, dialog.getByRole('button', { name: 'Flag Review' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Thank you for helping keep our community safe')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expectFocusOn(page, flag);
});

test('a moderator approves the review from the admin queue with the keyboard', async ({ page }) => {
  test.slow();
  await signInByKeyboard(page, E2E_MODERATOR);
  // A fresh page, so Tab starts from its top rather than wherever signing in left focus.
  await page.goto('/');
  await tabTo(page, page.getByRole('button', { name: 'Account menu' }));
  await press(page, 'Enter');
  await expectFocusOn(page, page.getByRole('menuitem').first());
  await pressUntil(page, 'ArrowDown', page.getByRole('menuitem', { name: 'Admin' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

  await tabTo(page, page.getByRole('tab', { selected: true }));
  await pressUntil(page, 'ArrowRight', page.getByRole('tab', { name: 'Pending Reviews' }));
  const item = page.getByRole('listitem').filter({ hasText: TITLE });
  await tabTo(page, item.getByRole('button', { name: 'Approve' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Review approved and is now visible to the public')).toBeVisible();
  await expect(item).toBeHidden();
  // The decided item went with the button: the queue's panel holds focus for the next one.
  await expectFocusOn(page, page.getByRole('tabpanel'));
});
