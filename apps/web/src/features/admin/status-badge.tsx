import type { ReactNode } from 'react';
import styles from './status-badge.module.css';

export type BadgeTone = 'neutral' | 'accent' | 'done' | 'danger' | 'muted';

/** A short state label (주문 완료, 배송중, 숨김…) in one of a few calm tones. */
export function StatusBadge({
  tone = 'neutral',
  children,
}: {
  tone?: BadgeTone;
  children: ReactNode;
}) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>;
}
