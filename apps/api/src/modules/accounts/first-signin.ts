import { PASSWORD_SETUP_REQUIRED_STATUS } from '@shop/contract/password-setup';
import type { Database } from '../../db/client';
import type { Mailer } from '../../integrations/mail/mailer';
import { HttpError } from '../../lib/errors';
import { authText } from './auth-messages';
import * as repo from './auth-repo';
import { maskEmail } from './masks';
import type { Member } from './members-repo';
import { issueResetLink } from './reset-link';
import { passwordSetupMail } from './reset-mail';

/** At most one set-password mail per member in this many minutes, however often they try. */
export const PASSWORD_SETUP_MAIL_INTERVAL_MINUTES = 10;

/** Whether the member came from the old shop and has no password of their own yet. */
export const needsPasswordSetup = (member: Member) =>
  member.importedFrom !== null && member.passwordHash === null && member.withdrawnAt === null;

/**
 * A first sign-in of an imported member: the password typed is not looked at (there is none to
 * compare); a reset link goes to their e-mail instead (unless one went out in the last minutes),
 * and the answer names the address masked, or asks them to contact the shop without one.
 */
export function createPasswordSetup({
  db,
  mailer,
  publicUrl,
}: {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
}) {
  async function mailLink(member: Member, email: string) {
    const since = new Date(Date.now() - PASSWORD_SETUP_MAIL_INTERVAL_MINUTES * 60_000);
    if (await repo.hasResetTokenSince(db, member.id, since)) return;
    const link = await issueResetLink(db, member.id, publicUrl);
    try {
      await mailer.send(passwordSetupMail(email, member.name, link));
    } catch {
      // The link never arrived: the next attempt may send one at once.
      await repo.retireResetTokens(db, member.id);
      throw new HttpError(503, authText.resetMailFailed);
    }
  }

  return async function requirePasswordSetup(member: Member): Promise<never> {
    if (!member.email) {
      throw new HttpError(PASSWORD_SETUP_REQUIRED_STATUS, authText.passwordSetupNoEmail);
    }
    await mailLink(member, member.email);
    throw new HttpError(
      PASSWORD_SETUP_REQUIRED_STATUS,
      authText.passwordSetupMailSent(maskEmail(member.email)),
    );
  };
}
