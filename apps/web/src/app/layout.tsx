import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useIsMobile } from '../shared/hooks/use-media-query';
import { DesktopHeader } from './chrome/desktop-header';
import { Footer } from './chrome/footer';
import { MobileBottomBar, MobileTopBar } from './chrome/mobile-bars';
import styles from './layout.module.css';

/** The two chromes around every page: desktop header and menu, or mobile top and bottom bars. */
export function Layout() {
  const isMobile = useIsMobile();
  const { pathname } = useLocation();
  const fullBleed = pathname === '/';
  return (
    <>
      <a href="#main" className={styles.skip}>
        본문으로 건너뛰기
      </a>
      {isMobile ? <MobileTopBar /> : <DesktopHeader />}
      <main id="main" className={fullBleed ? styles.fullBleed : styles.main}>
        <Suspense
          fallback={
            <p className={styles.loading} data-route-loading>
              불러오는 중…
            </p>
          }
        >
          <Outlet />
        </Suspense>
      </main>
      {!fullBleed && <Footer />}
      {isMobile && <MobileBottomBar />}
    </>
  );
}
