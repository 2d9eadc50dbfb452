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
import { type CartSelection, cartText, DesktopCart, useCart, useCartSelection } from '../cart';
import { CouponLists, useMyCoupons } from '../coupons';
import { OrderStatusBlock, orderText, useOrders } from '../orders';
import { mypageText as t } from './messages';
import styles from './mypage.module.css';
import { SignOutEverywhere } from './sign-out-everywhere';

const HASH_TARGETS = ['cart', 'orderstatus'] as const;

/** /mypage: the member's name, cart (desktop), orders, coupons; a log-in message for visitors. */
export function MypagePage() {
  usePageTitle(t.title);
  const isMobile = useIsMobile();
  const { user } = useAuth();
  // Held above the layout switch: the desktop cart's ticks survive a trip through the mobile layout.
  const cartSelection = useCartSelection();
  return (
    <div className={isMobile ? styles.page : styles.wide}>
      {!user && <PageHeader eyebrow={t.eyebrow} title={t.title} />}
      <MemberOnly>
        {(user) =>
          isMobile ? (
            <MobileMypage user={user} />
          ) : (
            <DesktopMypage user={user} cartSelection={cartSelection} />
          )
        }
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

function DesktopMypage({ user, cartSelection }: { user: UserInfo; cartSelection: CartSelection }) {
  const coupons = useMyCoupons();
  const cart = useCart();
  const orders = useOrders('ORDER_PLACED');
  useScrollToHash(HASH_TARGETS, !cart.isPending && !orders.isPending);

  return (
    <>
      <div className={styles.top}>
        <Profile user={user} />
        <nav className={styles.shortcuts} aria-label={t.title}>
          <Link to="/edit" className={styles.shortcut}>
            {t.edit}
            <ChevronRight size={16} strokeWidth={1.5} aria-hidden />
          </Link>
          <Link to="/coupon" className={styles.shortcut}>
            {t.coupons}
            <strong data-testid="coupon-count">
              {coupons.data ? t.couponCount(coupons.data.length) : '–'}
            </strong>
            <ChevronRight size={16} strokeWidth={1.5} aria-hidden />
          </Link>
        </nav>
      </div>

      <section id="cart" tabIndex={-1} className={styles.block} aria-labelledby="cart-heading">
        <h2 id="cart-heading" className={styles.blockTitle}>
          {cartText.title}
        </h2>
        <DesktopCart selection={cartSelection} />
      </section>

      <OrderStatusSection />
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

      <OrderStatusSection />

      <LabelledSection id="coupon-heading" className={styles.block}>
        <SectionHeading className={styles.blockTitle}>{t.coupons}</SectionHeading>
        <CouponLists headingLevel={3} />
      </LabelledSection>
      <div id="address" className={styles.block}>
        <AddressBook heading={t.address.title} />
      </div>
      <SignOutEverywhere />
    </>
  );
}
