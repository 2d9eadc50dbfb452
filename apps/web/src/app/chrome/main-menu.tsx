import { X } from 'lucide-react';
import { useState } from 'react';
import { listHref, useCategories } from '../../features/catalog';
import { useAuth } from '../../shared/auth/auth-context';
import { useSignInPrompt } from '../../shared/auth/sign-in-prompt';
import { useOpenedOnce } from '../../shared/hooks/use-opened-once';
import { Link, NavLink } from '../../shared/routing';
import styles from './main-menu.module.css';
import { mainMenu } from './menu-entries';

/**
 * The slide-in menu of both layouts: the category tree, the shop's pages, then My Page and logout
 * or login.
 */
export function MainMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [expanded, setExpanded] = useState<string | null>(null);
  // The entries are built the first time the menu opens (and kept for it to slide out with):
  // a closed menu costs the first paint nothing, nor a request for the category tree.
  const opened = useOpenedOnce(open);
  const close = () => {
    onClose();
    setExpanded(null);
  };
  return (
    <>
      <div
        className={`${styles.scrim} ${open ? styles.scrimOpen : ''}`}
        onClick={close}
        aria-hidden
      />
      <nav
        id="main-menu"
        className={`${styles.menu} ${open ? styles.menuOpen : ''}`}
        aria-label="주 메뉴"
        aria-hidden={!open}
        inert={!open}
      >
        <button type="button" className={styles.menuClose} aria-label="메뉴 닫기" onClick={close}>
          <X size={22} strokeWidth={1.5} aria-hidden />
        </button>
        {opened && <MenuEntries close={close} expanded={expanded} setExpanded={setExpanded} />}
      </nav>
    </>
  );
}

function MenuEntries({
  close,
  expanded,
  setExpanded,
}: {
  close: () => void;
  expanded: string | null;
  setExpanded: (entry: string | null) => void;
}) {
  const auth = useAuth();
  const signIn = useSignInPrompt();
  const tree = useCategories().data ?? [];
  /** An entry that leaves the menu before doing what it says. */
  const closeThen = (action: () => void) => () => {
    close();
    action();
  };
  return (
    <>
      {tree.length > 0 && (
        <section aria-labelledby="menu-categories" className={styles.tree}>
          <h2 id="menu-categories" className={styles.treeTitle}>
            카테고리
          </h2>
          <ul>
            {tree.map((top) => (
              <li key={top.slug}>
                <Link to={listHref({ category: top.slug })} onClick={close} className={styles.top}>
                  {top.name}
                </Link>
                {top.children.length > 0 && (
                  <ul className={styles.leaves}>
                    {top.children.map((child) => (
                      <li key={child.slug}>
                        <Link to={listHref({ category: child.slug })} onClick={close}>
                          {child.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
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
              <button type="button" onClick={closeThen(() => auth.logout())}>
                LOGOUT
              </button>
            </li>
          </>
        ) : (
          <li>
            <button type="button" onClick={closeThen(() => signIn.ask())}>
              LOGIN
            </button>
          </li>
        )}
      </ul>
    </>
  );
}
