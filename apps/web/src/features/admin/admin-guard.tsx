import type { ReactNode } from 'react';
import { useAuth } from '../../shared/auth/auth-context';
import styles from './admin-guard.module.css';
import { AdminSignIn } from './admin-sign-in';
import { ForbiddenPage } from './forbidden-page';
import { adminText } from './messages';

/**
 * Shows the back office to admins only: a sign-in form to visitors, a 403 page to members.
 * The server refuses every admin call anyway; this keeps people from a broken screen.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  if (status === 'restoring') {
    return (
      <p className={styles.wait} role="status">
        {adminText.loading}
      </p>
    );
  }
  if (status !== 'in' || !user) return <AdminSignIn />;
  if (user.role !== 'admin') return <ForbiddenPage />;
  return <>{children}</>;
}
