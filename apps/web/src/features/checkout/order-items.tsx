import { formatWon } from '@shop/contract/format';
import type { OrderingItem } from '@shop/contract/orders';
import { LabelledSection, SectionHeading } from '../../shared/ui/labelled-section';
import { ProductPicture } from '../../shared/ui/product-picture';
import { checkoutText as t } from './messages';
import styles from './order-sheet.module.css';

/** The lines being ordered, as the server priced them. */
export function OrderItems({ lines }: { lines: OrderingItem[] }) {
  return (
    <LabelledSection id="order-items-heading" className={styles.section}>
      <SectionHeading className={styles.sectionTitle}>
        {t.itemsHeading} <span className={styles.count}>{t.itemsCount(lines.length)}</span>
      </SectionHeading>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <li key={`${line.item_id}-${line.options}`} className={styles.line}>
            <ProductPicture
              sizes="72px"
              src={line.item.image_urls[0] ?? ''}
              alt=""
              width={72}
              height={96}
              className={styles.lineImage}
            />
            <div className={styles.lineText}>
              <p className={styles.lineName}>{line.item.item_name}</p>
              <p className={styles.lineMeta}>
                {t.optionLabel} {line.options} · {t.quantity(line.quantity)}
              </p>
            </div>
            <p className={styles.linePrice}>{formatWon(line.total_price)}</p>
          </li>
        ))}
      </ul>
    </LabelledSection>
  );
}
