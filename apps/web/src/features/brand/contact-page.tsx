import { brand } from '@shop/contract/brand';
import { ArrowUpRight } from 'lucide-react';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import { PageHeader } from '../../shared/ui/page-header';
import { ArrowLinks } from './arrow-links';
import shared from './brand.module.css';
import { mailHref, contactText as t, telHref } from './contact-content';
import styles from './contact-page.module.css';
import { DemoImage } from './demo-image';

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
            <div className={styles.row}>
              <dt>{t.instagram}</dt>
              <dd>
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
                <p className={styles.note}>{t.instagramNote}</p>
              </dd>
            </div>
            <div className={styles.row}>
              <dt>{t.email}</dt>
              <dd>
                <a href={mailHref} className={styles.value}>
                  {brand.email}
                </a>
                <p className={styles.note}>{t.emailNote}</p>
              </dd>
            </div>
            <div className={styles.row}>
              <dt>{t.phone}</dt>
              <dd>
                <a href={telHref} className={styles.value}>
                  {brand.phone}
                </a>
                <p className={styles.note}>{t.phoneNote}</p>
              </dd>
            </div>
            <div className={styles.row}>
              <dt>{t.hours}</dt>
              <dd>
                <p className={styles.plain}>{brand.csHours}</p>
              </dd>
            </div>
            <div className={styles.row}>
              <dt>{t.address}</dt>
              <dd>
                <address className={styles.plain}>
                  {brand.company}
                  <br />
                  {brand.address}
                </address>
                <p className={styles.note}>{t.addressNote}</p>
              </dd>
            </div>
          </dl>

          <section className={styles.qna} aria-labelledby="contact-qna">
            <h2 id="contact-qna" className={styles.qnaTitle}>
              {t.qnaTitle}
            </h2>
            <p className={styles.qnaText}>{t.qnaText}</p>
            <ArrowLinks
              className={styles.qnaLinks}
              links={[
                { to: '/service/qna', label: t.qnaLink },
                { to: '/service/notice', label: t.guideLink },
              ]}
            />
          </section>
        </div>
      </div>
    </div>
  );
}
