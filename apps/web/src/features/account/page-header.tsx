import { accountText } from './messages';
import styles from './page.module.css';

/** The account pages' heading: a small Latin eyebrow, the Korean title and one line of lead. */
export function PageHeader({ title, lead }: { title: string; lead?: string }) {
  return (
    <header className={styles.header}>
      <p className={styles.eyebrow}>{accountText.eyebrow}</p>
      <h1 className={styles.title}>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
    </header>
  );
}
