import { expect, test } from '@playwright/test';
import {
  accountDeletedMail,
  digestMail,
  existingAccountMail,
  invitationMail,
  noticeMail,
  passwordResetMail,
  verificationMail,
} from '../src/server/lib/mail/templates';
import { violations } from './axe';

// Issue 28: every e-mail has a plain-text part and an HTML part that passes the rules the
// site's pages do, checked by axe on the HTML as a mail client would show it.
const ctx = { siteName: 'Battle Ready', publicUrl: 'https://battle-ready.example' };
const to = 'reader@example.test';
const links = {
  label: 'Your reviews, questions and answers approved or rejected',
  page: `${ctx.publicUrl}/unsubscribe?token=t`,
  oneClick: `${ctx.publicUrl}/api/unsubscribe/one-click?token=t`,
};
const MAILS = {
  verification: verificationMail(ctx, to, `${ctx.publicUrl}/api/auth/verify-email?token=t`),
  reset: passwordResetMail(ctx, to, `${ctx.publicUrl}/auth/reset-password?token=t`),
  existing: existingAccountMail(ctx, to),
  invitation: invitationMail(ctx, to, {
    inviterName: 'Sgt <Stone> & Co',
    code: 'ABCD2345',
    expiresAt: new Date('2026-12-01T00:00:00Z'),
  }),
  deleted: accountDeletedMail(ctx, to, ['1 review', '2 votes']),
  notice: noticeMail(
    ctx,
    to,
    {
      title: 'Your review "Solid pack" of Ruck 40L was not approved',
      detail: "Moderator's note: keep it about the gear.",
      link: '/profile?tab=reviews',
    },
    links,
  ),
  digest: digestMail(
    ctx,
    to,
    [
      {
        heading: 'New reviews of gear in your Gear Kit',
        items: [{ text: '"Boils fast" (Field Stove)', url: `${ctx.publicUrl}/product/1` }],
      },
    ],
    {
      ...links,
      label: 'Weekly digest of new reviews and open questions on your gear, and your branch',
    },
  ),
};

test('every e-mail has a text part and an HTML part axe finds nothing wrong with', async ({
  page,
}) => {
  for (const [name, mail] of Object.entries(MAILS)) {
    expect(mail.text.length, name).toBeGreaterThan(40);
    await page.setContent(mail.html);
    expect(await violations(page), name).toEqual([]);
  }
});
