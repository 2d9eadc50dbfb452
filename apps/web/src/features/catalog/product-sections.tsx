import type { ItemDetailsMenu, KeyValueMap } from '@shop/contract/items';
import { ChevronDown } from 'lucide-react';
import { TermRow } from '../../shared/ui/term-row';
import { catalogText as t } from './catalog-text';
import styles from './product-sections.module.css';

const order = ['details', 'fit_sizing', 'fabric'] as const;

/** 상세 정보, 핏 & 사이즈, 소재 & 세탁: each a folded list of lines, shown only when present. */
export function ProductSections({ menu }: { menu: ItemDetailsMenu }) {
  const present = order.filter((key) => hasLines(menu[key]));
  if (present.length === 0) return null;
  return (
    <div className={styles.sections}>
      {present.map((key) => (
        <details key={key} className={styles.section}>
          <summary className={styles.summary}>
            {t.sections[key]}
            <ChevronDown className={styles.icon} size={16} strokeWidth={1.5} aria-hidden />
          </summary>
          <dl className={styles.lines}>
            {Object.entries(menu[key] ?? {}).map(([label, value]) => (
              <TermRow key={label} term={label} className={styles.line}>
                {value}
              </TermRow>
            ))}
          </dl>
        </details>
      ))}
    </div>
  );
}

const hasLines = (map: KeyValueMap | undefined) => !!map && Object.keys(map).length > 0;
