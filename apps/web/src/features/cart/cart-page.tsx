import { useIsMobile } from '../../shared/hooks/use-media-query';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import styles from '../../shared/ui/member-page.module.css';
import { PageHeader } from '../../shared/ui/page-header';
import { DesktopCart } from './desktop-cart';
import { cartText } from './messages';
import { MobileCart } from './mobile-cart';
import { useCartSelection } from './use-cart';

const t = cartText;

/**
 * /cart, the one cart of both layouts: checkboxes and popups on desktop, steppers on mobile. A
 * shopper who has not signed in sees this browser's cart; ordering asks them to sign in first.
 */
export function CartPage() {
  usePageTitle(t.pageTitle);
  const isMobile = useIsMobile();
  // Held above the layout switch: the ticks survive a trip through the other layout.
  const selection = useCartSelection();
  return (
    <section className={isMobile ? styles.page : styles.wide}>
      <PageHeader eyebrow="CART" title={t.title} />
      {isMobile ? <MobileCart selection={selection} /> : <DesktopCart selection={selection} />}
    </section>
  );
}
