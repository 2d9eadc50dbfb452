import { brand } from '@shop/contract/brand';
import { ArrowUpRight } from 'lucide-react';
import { type ReactNode, Suspense } from 'react';
import { useAuth } from '../../shared/auth/auth-context';
import { Link, NavLink, useLocation } from '../../shared/routing';
import { AdminGuard } from './admin-guard';
import styles from './admin-layout.module.css';
import { adminText } from './messages';

/** The side navigation: each section at /admin/<its key>, the dashboard at /admin itself. */
const sections = [
  'products',
  'categories',
  'synonyms',
  'orders',
  'claims',
  'reviews',
  'restock',
  'shipping',
  'coupons',
  'notices',
  'banners',
  'qna',
  'members',
  'payments',
  'feeds',
  'transfers',
  'audit',
] as const;
const entries: { to: string; label: string; end?: boolean }[] = [
  { to: '/admin', label: adminText.nav.dashboard, end: true },
  ...sections.map((key) => ({ to: `/admin/${key}`, label: adminText.nav[key] })),
];

/** The back office's own frame (not the storefront's chrome): side navigation and a top bar. */
export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <AdminGuard>
      <AdminFrame>{children}</AdminFrame>
    </AdminGuard>
  );
}

function AdminFrame({ children }: { children: ReactNode }) {
  const { user, logout } = useAuth();
  const { pathname } = useLocation();
  return (
    <div className={styles.frame}>
      <a href="#admin-main" className={styles.skip}>
        본문으로 건너뛰기
      </a>
      <header className={styles.top}>
        <Link to="/admin" className={styles.brand}>
          {brand.name}
          <span className={styles.area}>{adminText.area}</span>
        </Link>
        <div className={styles.who}>
          <span className={styles.nickname}>{user?.nickname}</span>
          <Link to="/" className={styles.shop}>
            {adminText.shopLink}
            <ArrowUpRight size={14} strokeWidth={1.5} aria-hidden />
          </Link>
          <button type="button" className={styles.logout} onClick={() => logout()}>
            {adminText.logout}
          </button>
        </div>
      </header>
      <nav className={styles.side} aria-label={adminText.navLabel}>
        <ul>
          {entries.map((e) => (
            <li key={e.to}>
              <NavLink
                to={e.to}
                end={e.end}
                className={({ isActive }) => (isActive ? styles.active : styles.link)}
              >
                {e.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="admin-main" className={styles.main}>
        {/* One boundary per address, as in the storefront's layout. */}
        <Suspense key={pathname} fallback={<p className={styles.loading}>{adminText.loading}</p>}>
          {children}
        </Suspense>
      </main>
    </div>
  );
}
