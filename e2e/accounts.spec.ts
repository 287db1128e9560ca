import { E2E_ADMIN } from './accounts-data';
import { choose, expect, test } from './fixtures';
import { linkIn, mailTo } from './mail';
import { signIn, signOut } from './session';

// One story, in order: the prepared admin agrees to the updated legal documents, invites a
// friend, the friend signs up with that code, confirms the email, signs in, renames, changes
// the password, signs out, and later resets the password by email.
test.describe.configure({ mode: 'serial' });

const friend = {
  email: `friend-${Date.now()}@e2e.test`,
  password: 'friend password 1',
  newPassword: 'friend password 2',
  resetPassword: 'friend password 3',
};
let code = '';

test('the legal dialog blocks until both documents are agreed to', async ({ page }) => {
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, { agreeToLegal: false });
  const dialog = page.getByRole('dialog', { name: 'Updated Legal Documents' });
  await expect(dialog).toBeVisible();
  const agree = dialog.getByRole('button', { name: 'I Agree' });
  await expect(agree).toBeDisabled();
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('I have read and agree to the Terms of Service').check();
  await expect(agree).toBeDisabled();
  await dialog.getByLabel('I have read and agree to the Privacy Policy').check();
  await agree.click();
  await expect(page.getByText('Your agreement has been saved successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('a member invites a friend from the profile; the code is mailed', async ({ page }) => {
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto('/profile');
  await page.getByRole('tab', { name: /Invitations/ }).click();
  await page.getByRole('button', { name: /Invite someone/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(friend.email);
  await dialog.getByRole('button', { name: /Send/ }).click();
  await expect(page.getByText('Invitation created!')).toBeVisible();
  const mail = await mailTo(friend.email, /invited to join/);
  code = new URL(linkIn(mail, '/auth?code=')).searchParams.get('code') ?? '';
  expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
  await expect(dialog.getByText(code, { exact: true })).toBeVisible();
});

test('the friend signs up with the code and confirms the email from the outbox', async ({
  page,
}) => {
  await page.goto(`/auth?code=${code}`);
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Invitation code')).toHaveValue(code);
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByLabel('Email').fill(friend.email);
  await page.getByLabel('Password').fill(friend.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Please select your branch').first()).toBeVisible();
  await choose(page, 'Branch', 'Coast Guard');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    page.getByText('You must accept the Terms of Service and Privacy Policy').first(),
  ).toBeVisible();
  await page.getByLabel(/I accept the Terms of Service/).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created successfully!')).toBeVisible();
  await expect(page.getByText('Welcome to Battle Ready')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Confirm your email' })).toBeVisible();

  const mail = await mailTo(friend.email, /Confirm your email/);

  // Signed in before confirming: the alert offers to resend the link.
  await signIn(page, friend.email, friend.password);
  await expect(page.getByText(/Please verify your email address/)).toBeVisible();
  await page.getByRole('button', { name: 'Resend Email' }).click();
  await expect(page.getByText('Please check your inbox and spam folder')).toBeVisible();
  await signOut(page);

  await page.goto(linkIn(mail, '/api/auth/verify-email'));
  await expect(page).toHaveURL(/\/auth\?verified=1$/);
  await expect(page.getByText('Your email is confirmed. Sign in to continue.')).toBeVisible();
});

test('the friend signs in, renames, changes the password and signs out', async ({ page }) => {
  await signIn(page, friend.email, friend.password);
  await expect(page.getByText(/Please verify your email address/)).toBeHidden();
  await page.goto('/profile');
  await expect(page.getByText('Coast Guard')).toBeVisible();

  await page.getByRole('button', { name: /Edit username/i }).click();
  const rename = page.getByRole('dialog');
  await rename.getByLabel(/Username/).fill('Harbor Sentinel');
  await rename.getByRole('button', { name: /^Save/ }).click();
  await expect(page.getByText('Username updated')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Harbor Sentinel' })).toBeVisible();

  await page.getByRole('button', { name: 'Change Password' }).click();
  const change = page.getByRole('dialog');
  await change.getByLabel('Current password').fill(friend.password);
  await change.getByLabel('New password', { exact: true }).fill(friend.newPassword);
  await change.getByLabel('Confirm new password').fill('something else');
  await change.getByRole('button', { name: /Update|Change/ }).click();
  await expect(page.getByText('Please ensure both passwords are identical').first()).toBeVisible();
  await change.getByLabel('Confirm new password').fill(friend.newPassword);
  await change.getByRole('button', { name: /Update|Change/ }).click();
  await expect(page.getByText('Password updated')).toBeVisible();

  await signOut(page);
  await signIn(page, friend.email, friend.newPassword);
});

test('a forgotten password is reset through the emailed link', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill(friend.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Check your email for the password reset link')).toBeVisible();

  const mail = await mailTo(friend.email, /Reset your/);
  await page.goto(linkIn(mail, '/api/auth/reset-password/'));
  await expect(page).toHaveURL(/\/auth\/reset-password\?token=/);
  await page.getByLabel('New password', { exact: true }).fill(friend.resetPassword);
  await page.getByLabel('Confirm new password').fill(friend.resetPassword);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password updated')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await signIn(page, friend.email, friend.resetPassword);
});

test.describe('leaving', () => {
  // The wrong password is refused with a 400.
  test.use({ expectedStatuses: [400] });

  test('the friend downloads their data, then deletes the account', async ({ page }) => {
    await signIn(page, friend.email, friend.resetPassword);
    await page.goto('/profile');
    const card = page.getByRole('region', { name: 'Your data' });

    const downloading = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^battle-ready-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(
      await download.createReadStream().then(async (stream) => {
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks).toString('utf8');
      }),
    );
    expect(JSON.stringify(data)).toContain(friend.email);
    expect(JSON.stringify(data)).toContain('Harbor Sentinel');

    await card.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByText('Please enter your password').first()).toBeVisible();
    await dialog.getByLabel('Password').fill('not the password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('Incorrect password. Please try again.')).toBeVisible();
    await expect(dialog.getByLabel('Password')).toBeFocused();

    await dialog.getByLabel('Password').fill(friend.resetPassword);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByText('Account deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();

    const mail = await mailTo(friend.email, /account has been deleted/);
    expect(mail.text).toContain('0 reviews');

    // Signed out here too (sign-in after deletion is refused: account-deletion.int.test.ts).
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/auth$/);
  });
});
