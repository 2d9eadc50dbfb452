import type { UserInfo } from '@shop/contract/users';
import type { ReactNode } from 'react';
import { LoadingRows } from '../ui/loading-rows';
import { useAuth } from './auth-context';
import styles from './member-only.module.css';
import { authText } from './messages';
import { SignInLinks } from './sign-in-links';
import { useAskSignInOnce } from './sign-in-prompt';

const t = authText.memberOnly;

/**
 * The member's pages: a placeholder while the login is restored, the page itself for members.
 * A visitor gets the login dialog over the page at once (signing in shows the page in place),
 * and behind it what the page is for with a button to open the dialog again.
 */
export function MemberOnly({
  children,
  reason = t.noMemberNote,
}: {
  children: (user: UserInfo) => ReactNode;
  /** What signing in brings on this page, said in the dialog and behind it. */
  reason?: string;
}) {
  const { status, user } = useAuth();
  useAskSignInOnce(status === 'out', reason);

  if (status === 'restoring') {
    return <LoadingRows className={styles.skeleton} label={t.loading} rows={3} />;
  }
  if (!user) {
    return (
      <div className={styles.noMember}>
        <p className={styles.noMemberText}>{t.noMember}</p>
        <p className={styles.muted}>{reason}</p>
        <SignInLinks
          className={styles.links}
          loginLabel={t.login}
          homeLabel={t.home}
          reason={reason}
        />
      </div>
    );
  }
  return <>{children(user)}</>;
}
