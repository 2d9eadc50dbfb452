import { type ReactNode, Suspense, useCallback, useState } from 'react';
import { useCartFollowsSignIn } from '../features/cart/guest-cart-merge';
import { SearchDialog } from '../features/catalog';
import { useIsMobile } from '../shared/hooks/use-media-query';
import { useLocation } from '../shared/routing';
import { DesktopHeader } from './chrome/desktop-header';
import { Footer } from './chrome/footer';
import { MainMenu } from './chrome/main-menu';
import { MobileTabBar, MobileTopBar } from './chrome/mobile-bars';
import { SignInDialogProvider } from './chrome/sign-in-dialog';
import { useScrollChrome } from './chrome/use-scroll-chrome';
import styles from './layout.module.css';

/** The product page brings its own bottom bar (buy); one bar at a time. */
const hasOwnBottomBar = (pathname: string) => pathname.startsWith('/product/');

/** The chrome around every page: header, slide-in menu, the mobile tab bar, the login dialog. */
export function Layout({ children }: { children: ReactNode }) {
  const isMobile = useIsMobile();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const openSearch = () => setSearchOpen(true);
  const closeSearch = useCallback(() => setSearchOpen(false), []);
  const scroll = useScrollChrome();
  const openMenu = () => setMenuOpen(true);
  const tabBar = isMobile && !hasOwnBottomBar(pathname);
  useCartFollowsSignIn();
  return (
    <SignInDialogProvider>
      <a href="#main" className={styles.skip}>
        본문으로 건너뛰기
      </a>
      {isMobile ? (
        <MobileTopBar
          onOpenMenu={openMenu}
          onOpenSearch={openSearch}
          hidden={scroll.hidden}
          atTop={scroll.atTop}
        />
      ) : (
        <DesktopHeader onOpenMenu={openMenu} onOpenSearch={openSearch} atTop={scroll.atTop} />
      )}
      <MainMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
      <SearchDialog open={searchOpen} onClose={closeSearch} />
      <main id="main" className={pathname === '/' ? styles.fullBleed : styles.main}>
        {/* One boundary per address: a page still loading when the shopper goes elsewhere (a
            quick back) is dropped with its boundary instead of holding the next page's place. */}
        <Suspense
          key={pathname}
          fallback={
            <p className={styles.loading} data-route-loading>
              불러오는 중…
            </p>
          }
        >
          {children}
        </Suspense>
      </main>
      <Footer />
      {tabBar && <MobileTabBar onOpenMenu={openMenu} onOpenSearch={openSearch} />}
    </SignInDialogProvider>
  );
}
