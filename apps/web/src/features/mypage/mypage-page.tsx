import type { UserInfo } from '@shop/contract/users';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { AddressBook } from '../../shared/address/address-book';
import { useAuth } from '../../shared/auth/auth-context';
import { MemberOnly } from '../../shared/auth/member-only';
import { useIsMobile } from '../../shared/hooks/use-media-query';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import { useScrollToHash } from '../../shared/hooks/use-scroll-to-hash';
import { LabelledSection, SectionHeading } from '../../shared/ui/labelled-section';
import { PageHeader } from '../../shared/ui/page-header';
import { useCartCount } from '../cart';
import { RecentlyViewed } from '../catalog';
import { CouponLists, useMyCoupons } from '../coupons';
import { OrderStatusBlock, orderText, useOrders } from '../orders';
import { useWishlistCount } from '../wishlist';
import { mypageText as t } from './messages';
import styles from './mypage.module.css';
import { SignOutEverywhere } from './sign-out-everywhere';

const HASH_TARGETS = ['orderstatus'] as const;

/** /mypage: the member's name, links to the cart and coupons, orders; the login dialog for visitors. */
export function MypagePage() {
  usePageTitle(t.title);
  const isMobile = useIsMobile();
  const { user } = useAuth();
  return (
    <div className={isMobile ? styles.page : styles.wide}>
      {!user && <PageHeader eyebrow={t.eyebrow} title={t.title} />}
      <MemberOnly>
        {(user) => (isMobile ? <MobileMypage user={user} /> : <DesktopMypage user={user} />)}
      </MemberOnly>
    </div>
  );
}

function Profile({ user }: { user: UserInfo }) {
  return (
    <PageHeader eyebrow={t.eyebrow} title={t.greeting(user.name)}>
      <p className={styles.nickname}>
        <span className={styles.muted}>{t.nickname}</span> {user.nickname}
      </p>
    </PageHeader>
  );
}

/** The orders by status; the address's #orderstatus scrolls to it. */
function OrderStatusSection() {
  return (
    <section
      id="orderstatus"
      tabIndex={-1}
      className={styles.block}
      aria-labelledby="orderstatus-heading"
    >
      <h2 id="orderstatus-heading" className={styles.blockTitle}>
        {orderText.title}
      </h2>
      <OrderStatusBlock />
    </section>
  );
}

/** The cart's own page, with the number of lines waiting in it. */
function CartShortcut({ className }: { className?: string | undefined }) {
  const count = useCartCount();
  return (
    <Link to="/cart" className={className}>
      {t.cart}
      <strong data-testid="cart-lines">{count === undefined ? '–' : t.cartCount(count)}</strong>
      <ChevronRight size={16} strokeWidth={1.5} aria-hidden />
    </Link>
  );
}

/** The wished products' page, with how many there are. */
function WishlistShortcut({ className }: { className?: string | undefined }) {
  const count = useWishlistCount();
  return (
    <Link to="/mypage/wishlist" className={className}>
      {t.wishlist}
      <strong data-testid="wishlist-count">
        {count === undefined ? '–' : t.wishlistCount(count)}
      </strong>
      <ChevronRight size={16} strokeWidth={1.5} aria-hidden />
    </Link>
  );
}

function DesktopMypage({ user }: { user: UserInfo }) {
  const coupons = useMyCoupons();
  const orders = useOrders('ORDER_PLACED');
  useScrollToHash(HASH_TARGETS, !orders.isPending);

  return (
    <>
      <div className={styles.top}>
        <Profile user={user} />
        <nav className={styles.shortcuts} aria-label={t.title}>
          <Link to="/edit" className={styles.shortcut}>
            {t.edit}
            <ChevronRight size={16} strokeWidth={1.5} aria-hidden />
          </Link>
          <CartShortcut className={styles.shortcut} />
          <WishlistShortcut className={styles.shortcut} />
          <Link to="/coupon" className={styles.shortcut}>
            {t.coupons}
            <strong data-testid="coupon-count">
              {coupons.data ? t.couponCount(coupons.data.length) : '–'}
            </strong>
            <ChevronRight size={16} strokeWidth={1.5} aria-hidden />
          </Link>
        </nav>
      </div>

      <OrderStatusSection />
      <RecentlyViewed showEmpty className={styles.block} />
      <div id="address" className={styles.block}>
        <AddressBook heading={t.address.title} />
      </div>
      <SignOutEverywhere />
    </>
  );
}

function MobileMypage({ user }: { user: UserInfo }) {
  const orders = useOrders('ORDER_PLACED');
  useScrollToHash(HASH_TARGETS, !orders.isPending);
  return (
    <>
      <Profile user={user} />
      <Link to="/edit" className={`${styles.linkButton} ${styles.editButton}`}>
        {t.edit}
      </Link>
      <nav className={styles.mobileShortcuts} aria-label={t.title}>
        <CartShortcut className={styles.shortcut} />
        <WishlistShortcut className={styles.shortcut} />
      </nav>

      <OrderStatusSection />

      <LabelledSection id="coupon-heading" className={styles.block}>
        <SectionHeading className={styles.blockTitle}>{t.coupons}</SectionHeading>
        <CouponLists headingLevel={3} />
      </LabelledSection>
      <RecentlyViewed showEmpty className={styles.block} />
      <div id="address" className={styles.block}>
        <AddressBook heading={t.address.title} />
      </div>
      <SignOutEverywhere />
    </>
  );
}
