import styles from './brand.module.css';

interface PageHeaderProps {
  /** Small uppercase Latin label above the title (ABOUT, CONTACT…). */
  eyebrow: string;
  /** The page's one h1. */
  title: string;
  lead?: string;
  /** The large 40px title of the image-led pages (about, collection). */
  display?: boolean;
}

/** The brand pages' heading: eyebrow, the Korean h1 and one short lead. */
export function PageHeader({ eyebrow, title, lead, display }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h1 className={display ? styles.display : styles.title}>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
    </header>
  );
}
