import type { MailMessage } from './mailer';
import { PAGES } from '@shared/pages';

export interface MailContext {
  siteName: string;
  publicUrl: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

interface Body {
  subject: string;
  /** Plain paragraphs; the same text makes the text part and the HTML part. */
  paragraphs: string[];
  /** Headed lists of links (the weekly digest). */
  sections?: { heading: string; items: { text: string; url: string }[] }[];
  action?: { label: string; url: string };
  /** Shown large and monospaced, e.g. an invitation code. */
  highlight?: string;
  footer: string;
  /**
   * Mail a member may refuse (issue 28): `page` opens the site's unsubscribe page (the body's
   * link), `oneClick` is what mail clients POST to (RFC 8058's List-Unsubscribe headers).
   */
  unsubscribe?: { page: string; oneClick: string };
}

const MUTED = 'font-size:12px;color:#5c6152';

function sectionText(section: NonNullable<Body['sections']>[number]) {
  return [section.heading, ...section.items.map((item) => `- ${item.text}: ${item.url}`)].join(
    '\n',
  );
}

function sectionHtml(section: NonNullable<Body['sections']>[number]) {
  const items = section.items
    .map(
      (item) =>
        `<li style="margin:0 0 8px"><a href="${escapeHtml(item.url)}" style="color:#3f4f2a">${escapeHtml(item.text)}</a></li>`,
    )
    .join('');
  return `<h2 style="margin:24px 0 12px;font-size:16px;color:#1c1f17">${escapeHtml(section.heading)}</h2><ul style="margin:0 0 16px;padding-left:20px">${items}</ul>`;
}

function render(to: string, ctx: MailContext, body: Body): MailMessage {
  const text = [
    ...body.paragraphs,
    ...(body.sections ?? []).map(sectionText),
    ...(body.highlight ? [body.highlight] : []),
    ...(body.action ? [`${body.action.label}: ${body.action.url}`] : []),
    body.footer,
    ...(body.unsubscribe ? [`Unsubscribe: ${body.unsubscribe.page}`] : []),
    `— ${ctx.siteName} (${ctx.publicUrl})`,
  ].join('\n\n');
  const p = (t: string) => `<p style="margin:0 0 16px">${escapeHtml(t)}</p>`;
  // A document of its own (language, title) with real headings, lists and link text, and the
  // muted grey at 6:1 on white: the same rules as the site's pages.
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(body.subject)}</title></head><body style="margin:0;padding:24px;background:#f4f4f0;font-family:Arial,Helvetica,sans-serif;color:#1c1f17">
<main style="display:block;max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<h1 style="margin:0 0 24px;font-size:20px;color:#3f4f2a">${escapeHtml(ctx.siteName)}</h1>
${body.paragraphs.map(p).join('\n')}
${(body.sections ?? []).map(sectionHtml).join('\n')}
${body.highlight ? `<p style="margin:0 0 16px;font:bold 28px/1.2 monospace;letter-spacing:4px">${escapeHtml(body.highlight)}</p>` : ''}
${body.action ? `<p style="margin:24px 0"><a href="${escapeHtml(body.action.url)}" style="background:#4b5d33;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(body.action.label)}</a></p><p style="margin:0 0 16px;${MUTED}">Or paste this link into your browser: ${escapeHtml(body.action.url)}</p>` : ''}
<p style="margin:24px 0 0;${MUTED}">${escapeHtml(body.footer)}</p>
${body.unsubscribe ? `<p style="margin:8px 0 0;${MUTED}"><a href="${escapeHtml(body.unsubscribe.page)}" style="color:#5c6152">Unsubscribe from these e-mails</a></p>` : ''}
</main></body></html>`;
  const headers = body.unsubscribe && {
    'List-Unsubscribe': `<${body.unsubscribe.oneClick}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
  return { to, subject: body.subject, text, html, ...(headers && { headers }) };
}

export const verificationMail = (ctx: MailContext, to: string, url: string) =>
  render(to, ctx, {
    subject: `Confirm your email for ${ctx.siteName}`,
    paragraphs: [
      `Welcome to ${ctx.siteName}.`,
      'Confirm your email address to write reviews, submit products and invite others.',
    ],
    action: { label: 'Confirm email', url },
    footer: 'If you did not create an account, you can ignore this message.',
  });

export const passwordResetMail = (ctx: MailContext, to: string, url: string) =>
  render(to, ctx, {
    subject: `Reset your ${ctx.siteName} password`,
    paragraphs: [
      'Someone asked to reset the password for this email address.',
      'The link works once and expires in one hour.',
    ],
    action: { label: 'Choose a new password', url },
    footer: 'If you did not ask for this, ignore this message: your password stays the same.',
  });

/** Sent instead of a second account, so sign-up never reveals which emails are registered. */
export const existingAccountMail = (ctx: MailContext, to: string) =>
  render(to, ctx, {
    subject: `You already have a ${ctx.siteName} account`,
    paragraphs: [
      'Someone tried to create an account with this email address, but it already has one.',
      'Sign in instead, or reset your password if you have forgotten it.',
    ],
    action: { label: 'Sign in', url: `${ctx.publicUrl}/auth` },
    footer: 'If this was not you, no action is needed: nothing was changed.',
  });

export const invitationMail = (
  ctx: MailContext,
  to: string,
  invite: { inviterName: string; code: string; expiresAt: Date },
) =>
  render(to, ctx, {
    // The inviter's chosen name stays out of the subject line: it is not ours to vouch for.
    subject: `You're invited to join ${ctx.siteName}`,
    paragraphs: [
      `${invite.inviterName} invited you to join ${ctx.siteName}, the community review site for military and tactical gear.`,
      `Your invitation code (valid until ${invite.expiresAt.toUTCString()}):`,
    ],
    highlight: invite.code,
    action: {
      label: 'Create your account',
      url: `${ctx.publicUrl}${PAGES.auth.path}?code=${encodeURIComponent(invite.code)}`,
    },
    footer: 'If you were not expecting this invitation, you can ignore this message.',
  });

/**
 * The `.mil` mailbox's code (issue 29): sent at once, never queued, so the address is in no
 * table (decision 022).
 */
export const milCodeMail = (ctx: MailContext, to: string, code: string, minutes: number) =>
  render(to, ctx, {
    subject: `Your ${ctx.siteName} service verification code`,
    paragraphs: [
      `Someone signed in to ${ctx.siteName} asked to verify their military service with this .mil address.`,
      `Enter this code on the site within ${minutes} minutes:`,
    ],
    highlight: code,
    footer:
      'If you did not ask for this, ignore this message: nothing changes, and we do not keep this address.',
  });

/** Sent to the address an account had, once it is deleted: what went, and that it was them. */
export const accountDeletedMail = (ctx: MailContext, to: string, removed: string[]) =>
  render(to, ctx, {
    subject: `Your ${ctx.siteName} account has been deleted`,
    paragraphs: [
      `Your ${ctx.siteName} account and your profile have been deleted, as you asked. With them we removed: ${removed.join(', ')}.`,
      'Products your reviews rated have had their scores recomputed without them. You can no longer sign in with this address; to come back, you would need a new invitation.',
    ],
    footer:
      'If you did not delete your account, reply to this message or use the contact form on the site straight away.',
  });

/** What a member is told by e-mail (issue 28): one event, or their weekly digest. */
export interface NoticeContent {
  title: string;
  detail: string | null;
  /** In-site path. */
  link: string | null;
}

export const noticeMail = (
  ctx: MailContext,
  to: string,
  notice: NoticeContent,
  subscription: { label: string; page: string; oneClick: string },
) =>
  render(to, ctx, {
    subject: notice.title,
    paragraphs: [notice.title, ...(notice.detail ? [notice.detail] : [])],
    ...(notice.link && {
      action: { label: `Open on ${ctx.siteName}`, url: `${ctx.publicUrl}${notice.link}` },
    }),
    footer: `You get this e-mail because your settings say so for: ${subscription.label}. You can change them on your profile.`,
    unsubscribe: subscription,
  });

export const digestMail = (
  ctx: MailContext,
  to: string,
  sections: NonNullable<Body['sections']>,
  subscription: { label: string; page: string; oneClick: string },
) =>
  render(to, ctx, {
    subject: `Your week on ${ctx.siteName}`,
    paragraphs: ['Here is what happened this week around your gear and your branch.'],
    sections,
    footer: `You get this e-mail because you turned on the ${subscription.label.toLowerCase()}. You can turn it off on your profile.`,
    unsubscribe: subscription,
  });
