import type { ReactNode } from 'react';
import { Link } from '../../shared/routing';
import styles from './checkout-message.module.css';

/** A calm full-page notice of the order screens, with what to do next. */
export function CheckoutMessage({
  title,
  text,
  children,
  tone = 'status',
}: {
  title: string;
  text?: ReactNode;
  children?: ReactNode;
  tone?: 'status' | 'alert';
}) {
  return (
    <section className={styles.message}>
      <h1 className={styles.title}>{title}</h1>
      {text && (
        <div className={styles.text} role={tone}>
          {text}
        </div>
      )}
      {children && <div className={styles.actions}>{children}</div>}
    </section>
  );
}

export function ActionLink({
  to,
  children,
  primary,
}: {
  to: string;
  children: ReactNode;
  primary?: boolean;
}) {
  return (
    <Link to={to} className={primary ? styles.primaryLink : styles.link}>
      {children}
    </Link>
  );
}
