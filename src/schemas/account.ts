/**
 * A person's own account (issue 15): password change, forgotten password, email change. One schema
 * per form, shared by the islands and the functions; new passwords follow the §5 registration rules.
 */
import { z } from './z.ts';
import { businessEmail, businessPassword } from './business.ts';

const currentPassword = z
  .string({ error: 'Enter your current password.' })
  .check(z.minLength(1, 'Enter your current password.'), z.maxLength(200, 'Enter your current password.'));

export const changePasswordSchema = z
  .object({ current_password: currentPassword, new_password: businessPassword() })
  .check(
    z.refine((v) => v.current_password !== v.new_password, {
      path: ['new_password'],
      error: 'Your new password must be different from your current one.',
    }),
  );
export type ChangePassword = z.infer<typeof changePasswordSchema>;

export const forgotPasswordSchema = z.object({ email: businessEmail });
export type ForgotPassword = z.infer<typeof forgotPasswordSchema>;

/** Tokens in emailed links: 43 URL-safe characters (32 random bytes). */
export const linkToken = z
  .string({ error: 'This link is not complete. Open it again from the email.' })
  .check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'This link is not complete. Open it again from the email.'));

export const resetPasswordSchema = z.object({ token: linkToken, new_password: businessPassword() });
export type ResetPassword = z.infer<typeof resetPasswordSchema>;

/** The sign-up confirmation link (/confirm-account#token=…). */
export const confirmSignupSchema = z.object({ token: linkToken });

export const changeEmailSchema = z.object({ new_email: businessEmail, current_password: currentPassword });
export type ChangeEmail = z.infer<typeof changeEmailSchema>;

/** What the account calls answer (inferred on both sides). */
export const accountMessageSchema = z.object({ status: z.literal(200), message: z.string() });
export type AccountMessage = z.infer<typeof accountMessageSchema>;

export const PASSWORD_CHANGED = 'Your password is changed. You were signed out everywhere else.';
export const SIGNED_OUT_EVERYWHERE = 'You were signed out on every device, this one included.';
export const RESET_EMAIL_SENT =
  'If an account uses this email, we sent it a link to choose a new password. It works once, for 1 hour.';
export const PASSWORD_RESET_DONE =
  'Your password is changed and you are signed in. Every other session was signed out.';
export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.';

/** Whether an emailed link can still be used (the page asks before showing its form). */
export const linkCheckSchema = z.object({ token: linkToken, check: z.literal(true) });
export const linkStateSchema = z.object({
  state: z.enum(['valid', 'used', 'expired', 'unknown']),
  message: z.string(),
});
export type LinkStateAnswer = z.infer<typeof linkStateSchema>;

export const deleteAccountSchema = z.object({
  current_password: currentPassword,
  confirm: z.literal('DELETE', { error: 'Type DELETE to confirm.' }),
});
export type DeleteAccount = z.infer<typeof deleteAccountSchema>;
export const confirmEmailSchema = z.object({ token: linkToken });
export const EMAIL_CHANGE_SENT =
  'We sent a link to your new address. Your email changes when you open it (within 24 hours).';
export const EMAIL_CHANGED = 'Your email address is changed. Use it the next time you log in.';
export const ACCOUNT_DELETED = 'Your account is deleted. Thank you for using Main Street.';
