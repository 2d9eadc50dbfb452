import { brand } from '@shop/contract/brand';
import { ArrowUpRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import { LabelledSection, SectionHeading } from '../../shared/ui/labelled-section';
import { PageHeader } from '../../shared/ui/page-header';
import { ArrowLinks } from './arrow-links';
import shared from './brand.module.css';
import { mailHref, contactText as t, telHref } from './contact-content';
import styles from './contact-page.module.css';
import { DemoImage } from './demo-image';

/** One way to reach the studio: what it is, the handle or number, and a note under it. */
function Row({ term, note, children }: { term: string; note?: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <dt>{term}</dt>
      <dd>
        {children}
        {note && <p className={styles.note}>{note}</p>}
      </dd>
    </div>
  );
}

/** /contact: the social handle (new tab), e-mail, phone, CS hours and the studio's address. */
export function ContactPage() {
  usePageTitle(t.pageTitle);
  return (
    <div className={shared.page}>
      <div className={styles.layout}>
        <div className={styles.media}>
          <DemoImage item={12} view="detail" alt={t.imageAlt} eager />
        </div>
        <div className={styles.content}>
          <PageHeader eyebrow={t.eyebrow} title={t.title} lead={t.lead} variant="brand" />
          <dl className={styles.list}>
            <Row term={t.instagram} note={t.instagramNote}>
              <a
                href={brand.instagram.url}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.value}
              >
                {brand.instagram.handle}
                <span className="visually-hidden"> {t.newTab}</span>
                <ArrowUpRight size={18} strokeWidth={1.5} aria-hidden />
              </a>
            </Row>
            <Row term={t.email} note={t.emailNote}>
              <a href={mailHref} className={styles.value}>
                {brand.email}
              </a>
            </Row>
            <Row term={t.phone} note={t.phoneNote}>
              <a href={telHref} className={styles.value}>
                {brand.phone}
              </a>
            </Row>
            <Row term={t.hours}>
              <p className={styles.plain}>{brand.csHours}</p>
            </Row>
            <Row term={t.address} note={t.addressNote}>
              <address className={styles.plain}>
                {brand.company}
                <br />
                {brand.address}
              </address>
            </Row>
          </dl>

          <LabelledSection id="contact-qna" className={styles.qna}>
            <SectionHeading className={styles.qnaTitle}>{t.qnaTitle}</SectionHeading>
            <p className={styles.qnaText}>{t.qnaText}</p>
            <ArrowLinks className={styles.qnaLinks} links={t.qnaLinks} />
          </LabelledSection>
        </div>
      </div>
    </div>
  );
}
