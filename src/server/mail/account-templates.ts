/** The emails about a person's own account and team (issue 15), as pure functions of their data. */
import type { EmailContent } from './templates.ts';
import { escapeHtml } from '../../shared/html-escape.ts';

const button = (url: string, label: string) =>
  `<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#3f3fbf;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(label)}</a></p>` +
  `<p style="font-size:13px;color:#5b5d78">Or paste this address into your browser: ${escapeHtml(url)}</p>`;

export function passwordResetEmail(resetUrl: string): EmailContent {
  return {
    actionUrl: resetUrl,
    subject: 'Choose a new Main Street password',
    text: `Someone (we hope you) asked to reset the password of your Main Street account.\n\nChoose a new password here (the link works once, for 1 hour):\n${resetUrl}\n\nIf it was not you, ignore this email: your password stays as it is.`,
    html:
      `<p>Someone (we hope you) asked to reset the password of your Main Street account.</p>` +
      button(resetUrl, 'Choose a new password') +
      `<p>The link works once, for 1 hour. If it was not you, ignore this email: your password stays as it is.</p>`,
  };
}

export function invitationEmail(d: {
  businessName: string;
  inviterEmail: string;
  role: string;
  acceptUrl: string;
}): EmailContent {
  const line = `${d.inviterEmail} invited you to join ${d.businessName} on Main Street as ${d.role}.`;
  return {
    actionUrl: d.acceptUrl,
    subject: `Join ${d.businessName} on Main Street`,
    text: `${line}\n\nAccept here (the link works once, for 7 days):\n${d.acceptUrl}\n\nIf you do not expect this, ignore this email.`,
    html:
      `<p>${escapeHtml(line)}</p>` +
      button(d.acceptUrl, 'Accept the invitation') +
      `<p>The link works once, for 7 days. If you do not expect this, ignore this email.</p>`,
  };
}

export function confirmEmailChange(confirmUrl: string): EmailContent {
  return {
    actionUrl: confirmUrl,
    subject: 'Confirm your new Main Street email address',
    text: `Someone asked to use this address for a Main Street login.\n\nConfirm it here (the link works once, for 24 hours):\n${confirmUrl}\n\nIf it was not you, ignore this email: nothing changes.`,
    html:
      `<p>Someone asked to use this address for a Main Street login.</p>` +
      button(confirmUrl, 'Confirm this address') +
      `<p>The link works once, for 24 hours. If it was not you, ignore this email: nothing changes.</p>`,
  };
}

export function addressInUseEmail(): EmailContent {
  return {
    subject: 'This address already has a Main Street login',
    text: 'Someone asked to move a Main Street login to this address, but it already has one. Nothing was changed. If you forgot your password, use "Forgot password?" on the login page.',
    html: '<p>Someone asked to move a Main Street login to this address, but it already has one. Nothing was changed.</p><p>If you forgot your password, use “Forgot password?” on the login page.</p>',
  };
}

export function confirmSignupEmail(d: { businessName: string; confirmUrl: string }): EmailContent {
  const line = `Someone (we hope you) asked to create a Main Street account for ${d.businessName} with this email address.`;
  return {
    actionUrl: d.confirmUrl,
    subject: 'Confirm your email to finish creating your Main Street account',
    text: `${line}\n\nOpen this link to confirm your email and finish (it works once, for 24 hours):\n${d.confirmUrl}\n\nIf it was not you, ignore this email: no account is made.`,
    html:
      `<p>${escapeHtml(line)}</p>` +
      button(d.confirmUrl, 'Confirm my email') +
      `<p>The link works once, for 24 hours. If it was not you, ignore this email: no account is made.</p>`,
  };
}

/** Sent instead of a confirmation when the address already has a login, so registration answers alike. */
export function alreadyRegisteredEmail(d: { loginUrl: string; resetUrl: string }): EmailContent {
  return {
    actionUrl: d.loginUrl,
    subject: 'You already have a Main Street account',
    text:
      `Someone (we hope you) tried to create a Main Street account with this email address, but it already has one. Nothing was changed.\n\n` +
      `Log in: ${d.loginUrl}\nForgot your password? Choose a new one: ${d.resetUrl}\n\nIf it was not you, ignore this email.`,
    html:
      `<p>Someone (we hope you) tried to create a Main Street account with this email address, but it already has one. Nothing was changed.</p>` +
      button(d.loginUrl, 'Log in') +
      `<p>Forgot your password? <a href="${escapeHtml(d.resetUrl)}">Choose a new one</a>.</p><p>If it was not you, ignore this email.</p>`,
  };
}
