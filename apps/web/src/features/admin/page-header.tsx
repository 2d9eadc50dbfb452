import type { ReactNode } from 'react';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import { adminText } from './messages';
import styles from './page.module.css';

/** The screen's title (also the document title), an optional lead and actions on the right. */
export function PageHeader({
  title,
  lead,
  actions,
}: {
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
}) {
  usePageTitle(`${title} · ${adminText.area}`);
  return (
    <header className={styles.header}>
      <div>
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}
