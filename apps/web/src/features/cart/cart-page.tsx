import { Navigate } from 'react-router';
import { MemberOnly } from '../../shared/auth/member-only';
import { useIsMobile } from '../../shared/hooks/use-media-query';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import styles from '../../shared/ui/member-page.module.css';
import { PageHeader } from '../../shared/ui/page-header';
import { cartText } from './messages';
import { MobileCart } from './mobile-cart';

const t = cartText;

/** /cart: the mobile cart page; on desktop the cart lives at /mypage#cart. */
export function CartPage() {
  usePageTitle(t.pageTitle);
  const isMobile = useIsMobile();
  if (!isMobile) return <Navigate to={{ pathname: '/mypage', hash: '#cart' }} replace />;
  return (
    <section className={styles.page}>
      <PageHeader eyebrow="CART" title={t.title} />
      <MemberOnly>{() => <MobileCart />}</MemberOnly>
    </section>
  );
}
