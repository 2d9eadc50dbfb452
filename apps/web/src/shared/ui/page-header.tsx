import type { ReactNode } from 'react';
import { usePageTitle } from '../hooks/use-page-title';
import styles from './page-header.module.css';

export type PageHeaderVariant = 'storefront' | 'brand' | 'display' | 'backOffice';

const classes = {
  storefront: {
    header: styles.storefront,
    eyebrow: styles.storefrontEyebrow,
    title: styles.storefrontTitle,
    lead: styles.storefrontLead,
  },
  brand: {
    header: styles.brand,
    eyebrow: styles.brandEyebrow,
    title: styles.brandTitle,
    lead: styles.brandLead,
  },
  display: {
    header: styles.brand,
    eyebrow: styles.brandEyebrow,
    title: styles.displayTitle,
    lead: styles.brandLead,
  },
  backOffice: {
    header: styles.backOffice,
    eyebrow: styles.storefrontEyebrow,
    title: styles.backOfficeTitle,
    lead: styles.backOfficeLead,
  },
} satisfies Record<PageHeaderVariant, Record<string, string | undefined>>;

/**
 * A page's one h1, with a small Latin eyebrow above it and a lead below. The back office puts its
 * actions on the right.
 */
export function PageHeader({
  title,
  eyebrow,
  lead,
  actions,
  children,
  area,
  variant = 'storefront',
}: {
  title: string;
  eyebrow?: string;
  lead?: ReactNode;
  actions?: ReactNode;
  /** Anything more below the lead (the member page's nickname). */
  children?: ReactNode;
  /** Names the browser tab "title · area" (the back office's screens). */
  area?: string;
  variant?: PageHeaderVariant;
}) {
  const c = classes[variant];
  return (
    <header className={c.header}>
      {area !== undefined && <DocumentTitle title={`${title} · ${area}`} />}
      {variant === 'backOffice' ? (
        <>
          <div>
            <Heading eyebrow={eyebrow} title={title} lead={lead} c={c} />
            {children}
          </div>
          {actions && <div className={styles.actions}>{actions}</div>}
        </>
      ) : (
        <>
          <Heading eyebrow={eyebrow} title={title} lead={lead} c={c} />
          {children}
          {actions && <div className={styles.actions}>{actions}</div>}
        </>
      )}
    </header>
  );
}

function Heading({
  eyebrow,
  title,
  lead,
  c,
}: {
  eyebrow: string | undefined;
  title: string;
  lead: ReactNode;
  c: (typeof classes)[PageHeaderVariant];
}) {
  return (
    <>
      {eyebrow && <p className={c.eyebrow}>{eyebrow}</p>}
      <h1 className={c.title}>{title}</h1>
      {lead && <p className={c.lead}>{lead}</p>}
    </>
  );
}

function DocumentTitle({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}
