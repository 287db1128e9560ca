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
  action?: { label: string; url: string };
  /** Shown large and monospaced, e.g. an invitation code. */
  highlight?: string;
  footer: string;
}

function render(to: string, ctx: MailContext, body: Body): MailMessage {
  const text = [
    ...body.paragraphs,
    ...(body.highlight ? [body.highlight] : []),
    ...(body.action ? [`${body.action.label}: ${body.action.url}`] : []),
    body.footer,
    `— ${ctx.siteName} (${ctx.publicUrl})`,
  ].join('\n\n');
  const p = (t: string) => `<p style="margin:0 0 16px">${escapeHtml(t)}</p>`;
  const html = `<!doctype html><html><body style="margin:0;padding:24px;background:#f4f4f0;font-family:Arial,Helvetica,sans-serif;color:#1c1f17">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<h1 style="margin:0 0 24px;font-size:20px;color:#3f4f2a">${escapeHtml(ctx.siteName)}</h1>
${body.paragraphs.map(p).join('\n')}
${body.highlight ? `<p style="margin:0 0 16px;font:bold 28px/1.2 monospace;letter-spacing:4px">${escapeHtml(body.highlight)}</p>` : ''}
${body.action ? `<p style="margin:24px 0"><a href="${escapeHtml(body.action.url)}" style="background:#4b5d33;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(body.action.label)}</a></p><p style="margin:0 0 16px;font-size:12px;color:#5c6152">Or paste this link into your browser: ${escapeHtml(body.action.url)}</p>` : ''}
<p style="margin:24px 0 0;font-size:12px;color:#5c6152">${escapeHtml(body.footer)}</p>
</div></body></html>`;
  return { to, subject: body.subject, text, html };
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
