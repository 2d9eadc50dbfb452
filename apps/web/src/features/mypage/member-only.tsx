import type { UserInfo } from '@shop/contract/users';
import type { ReactNode } from 'react';
import { useAuth } from '../../shared/auth/auth-context';
import { SignInLinks } from '../../shared/auth/sign-in-links';
import { LoadingRows } from './loading-rows';
import { mypageText } from './messages';
import styles from './mypage.module.css';

/**
 * The member's pages: a placeholder while the login is restored, the docs/api.md#client-state "no member info,
 * please log in" message for visitors, the page itself for members.
 */
export function MemberOnly({ children }: { children: (user: UserInfo) => ReactNode }) {
  const { status, user } = useAuth();
  if (status === 'restoring') {
    return <LoadingRows className={styles.skeleton} label={mypageText.loading} rows={3} />;
  }
  if (!user) {
    return (
      <div className={styles.noMember}>
        <p className={styles.noMemberText}>{mypageText.noMember}</p>
        <p className={styles.muted}>{mypageText.noMemberNote}</p>
        <SignInLinks
          className={styles.links}
          loginLabel={mypageText.login}
          homeLabel={mypageText.home}
        />
      </div>
    );
  }
  return <>{children(user)}</>;
}
