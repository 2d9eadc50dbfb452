import type { ReactNode } from 'react';
import styles from './admin-guard.module.css';

/** What stands in place of the back office (its sign-in, its refusal): one card mid-screen. */
export function GuardCard({
  mark,
  title,
  text,
  children,
}: {
  /** The line above the title. */
  mark: ReactNode;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        {mark}
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.text}>{text}</p>
        {children}
      </div>
    </main>
  );
}
