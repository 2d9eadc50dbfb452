import type { UserInfo } from '@shop/contract/users';
import type { ReactNode } from 'react';
import { LoadingRows } from '../ui/loading-rows';
import { useAuth } from './auth-context';
import styles from './member-only.module.css';
import { authText } from './messages';
import { SignInLinks } from './sign-in-links';

/**
 * The member's pages: a placeholder while the login is restored, the docs/api.md#client-state "no member info,
 * please log in" message for visitors, the page itself for members.
 */
const t = authText.memberOnly;

export function MemberOnly({ children }: { children: (user: UserInfo) => ReactNode }) {
  const { status, user } = useAuth();
  if (status === 'restoring') {
    return <LoadingRows className={styles.skeleton} label={t.loading} rows={3} />;
  }
  if (!user) {
    return (
      <div className={styles.noMember}>
        <p className={styles.noMemberText}>{t.noMember}</p>
        <p className={styles.muted}>{t.noMemberNote}</p>
        <SignInLinks className={styles.links} loginLabel={t.login} homeLabel={t.home} />
      </div>
    );
  }
  return <>{children(user)}</>;
}
