import type { UserInfo } from '@shop/contract/users';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../shared/auth/auth-context';
import { mypageText } from './messages';
import styles from './mypage.module.css';

/**
 * The member's pages: a placeholder while the login is restored, the SPEC's "no member info,
 * please log in" message for visitors, the page itself for members.
 */
export function MemberOnly({ children }: { children: (user: UserInfo) => ReactNode }) {
  const { status, user } = useAuth();
  if (status === 'restoring') {
    return (
      <div className={styles.skeleton} aria-busy="true">
        <p role="status" className="visually-hidden">
          {mypageText.loading}
        </p>
        <span aria-hidden />
        <span aria-hidden />
        <span aria-hidden />
      </div>
    );
  }
  if (!user) {
    return (
      <div className={styles.noMember}>
        <p className={styles.noMemberText}>{mypageText.noMember}</p>
        <p className={styles.muted}>{mypageText.noMemberNote}</p>
        <div className={styles.links}>
          <Link to="/login" className={`${styles.linkButton} ${styles.linkPrimary}`}>
            {mypageText.login}
          </Link>
          <Link to="/" className={styles.linkButton}>
            {mypageText.home}
          </Link>
        </div>
      </div>
    );
  }
  return <>{children(user)}</>;
}
