import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useAuth } from '../../shared/auth/auth-context';
import { Modal } from '../../shared/ui/modal';
import styles from './desktop-header.module.css';
import { Logo } from './logo';
import { mainMenu } from './menu-entries';

// The sign-in form (and its social sign-in) loads when the menu opens, not with every page.
const loadLoginForm = () => import('../../features/account/login-form');
const LoginForm = lazy(async () => ({ default: (await loadLoginForm()).LoginForm }));

/** Fixed header: logo to /, the menu button, the slide-in menu and the login modal. */
export function DesktopHeader() {
  const { pathname } = useLocation();
  const onHome = pathname === '/';
  const auth = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const close = () => {
    setMenuOpen(false);
    setExpanded(null);
  };

  return (
    <>
      <header className={`${styles.header} ${onHome ? styles.overVideo : ''}`}>
        <button
          type="button"
          className={styles.menuButton}
          aria-label="메뉴 열기"
          aria-expanded={menuOpen}
          aria-controls="main-menu"
          onClick={() => {
            setMenuOpen(true);
            if (!auth.isLoggedIn) void loadLoginForm();
          }}
        >
          <Menu size={24} strokeWidth={1.5} color={onHome ? '#fff' : 'currentColor'} aria-hidden />
        </button>
        <Link to="/" className={styles.logo} aria-label="홈으로">
          <Logo light={onHome} height={onHome ? 20 : 18} />
        </Link>
      </header>

      <div
        className={`${styles.scrim} ${menuOpen ? styles.scrimOpen : ''}`}
        onClick={close}
        aria-hidden
      />
      <nav
        id="main-menu"
        className={`${styles.menu} ${menuOpen ? styles.menuOpen : ''}`}
        aria-label="주 메뉴"
        aria-hidden={!menuOpen}
        inert={!menuOpen}
      >
        <button type="button" className={styles.menuClose} aria-label="메뉴 닫기" onClick={close}>
          <X size={22} strokeWidth={1.5} aria-hidden />
        </button>
        <ul className={styles.entries}>
          {mainMenu.map((entry) => (
            <li
              key={entry.to}
              onMouseEnter={() => entry.children && setExpanded(entry.to)}
              onMouseLeave={() => entry.children && setExpanded(null)}
            >
              <NavLink
                to={entry.to}
                onClick={close}
                onFocus={() => entry.children && setExpanded(entry.to)}
              >
                {entry.label}
              </NavLink>
              {entry.children && expanded === entry.to && (
                <ul className={styles.children}>
                  {entry.children.map((child) => (
                    <li key={child.to}>
                      <NavLink to={child.to} onClick={close}>
                        {child.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
        <ul className={styles.entries}>
          {auth.isLoggedIn ? (
            <>
              <li>
                <NavLink to="/mypage" onClick={close}>
                  MYPAGE
                </NavLink>
              </li>
              <li>
                <button
                  type="button"
                  onClick={() => {
                    close();
                    auth.logout();
                  }}
                >
                  LOGOUT
                </button>
              </li>
            </>
          ) : (
            <li>
              <button
                type="button"
                onClick={() => {
                  close();
                  setLoginOpen(true);
                }}
              >
                LOGIN
              </button>
            </li>
          )}
        </ul>
      </nav>

      <Modal open={loginOpen} onClose={() => setLoginOpen(false)} title="로그인">
        <Suspense fallback={<p className={styles.loginLoading}>불러오는 중…</p>}>
          <LoginForm onDone={() => setLoginOpen(false)} />
        </Suspense>
      </Modal>
    </>
  );
}
