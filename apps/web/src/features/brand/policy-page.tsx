import { Link } from '../../shared/routing';
import { Blocks } from './blocks';
import { BrandPage } from './brand-page';
import { policySections, policyText as t } from './policy-content';
import styles from './policy-page.module.css';
import { useScrollToHash } from './use-scroll-to-hash';

const ids = policySections.map((section) => section.id);

/** /policy: the privacy policy with a table of contents (in-page anchors, sticky on desktop). */
export function PolicyPage() {
  useScrollToHash(ids);
  return (
    <BrandPage text={t} variant="brand">
      <p className={styles.effective}>
        {t.effectiveLabel} <time dateTime="2026-10-01">{t.effectiveDate}</time>
      </p>

      <div className={styles.layout}>
        <nav className={styles.toc} aria-labelledby="policy-toc">
          <h2 id="policy-toc" className={styles.tocTitle}>
            {t.tocLabel}
          </h2>
          <ol className={styles.tocList}>
            {policySections.map((section, index) => (
              <li key={section.id}>
                <Link to={`#${section.id}`} className={styles.tocLink}>
                  <span className={styles.tocIndex} aria-hidden>
                    {String(index + 1).padStart(2, '0')}
                  </span>
                  {section.title}
                </Link>
              </li>
            ))}
          </ol>
        </nav>

        <div className={styles.articles}>
          {policySections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              tabIndex={-1}
              aria-labelledby={`${section.id}-title`}
              className={styles.article}
            >
              <h2 id={`${section.id}-title`} className={styles.h2}>
                <span className={styles.articleNo}>제{index + 1}조</span>
                {section.title}
              </h2>
              <Blocks blocks={section.blocks} />
            </section>
          ))}
        </div>
      </div>
    </BrandPage>
  );
}
