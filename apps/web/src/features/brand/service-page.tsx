import { brand } from '@shop/contract/brand';
import { ArrowRight, Plus } from 'lucide-react';
import { Link } from '../../shared/routing';
import { LabelledSection, SectionHeading } from '../../shared/ui/labelled-section';
import { TermRow } from '../../shared/ui/term-row';
import { BrandPage } from './brand-page';
import { mailHref, telHref } from './contact-content';
import { ClothStill } from './demo-image';
import { serviceText as t } from './service-content';
import styles from './service-page.module.css';

/** /service: the community landing (Q&A and the guide), frequent questions and CS contact. */
export function ServicePage() {
  return (
    <BrandPage text={t} variant="brand">
      <ul className={styles.boards}>
        {t.boards.map((board) => (
          <li key={board.to}>
            <Link
              to={board.to}
              className={styles.board}
              aria-labelledby={`board-${board.index}-label board-${board.index}`}
            >
              {board.index === '02' && <ClothStill className={styles.boardImage} />}
              <span id={`board-${board.index}-label`} className={styles.boardLabel}>
                {board.index} · {board.label}
              </span>
              <h2 id={`board-${board.index}`} className={styles.boardTitle}>
                {board.title}
              </h2>
              <p className={styles.boardText}>{board.text}</p>
              <span className={styles.boardCta} aria-hidden>
                {board.cta}
                <ArrowRight size={16} strokeWidth={1.5} />
              </span>
            </Link>
          </li>
        ))}
      </ul>

      <div className={styles.columns}>
        <LabelledSection id="service-faq" className={styles.faq}>
          <SectionHeading className={styles.h2}>{t.faqTitle}</SectionHeading>
          {t.faq.map((item) => (
            <details key={item.q} className={styles.question}>
              <summary>
                {item.q}
                <Plus size={16} strokeWidth={1.5} aria-hidden className={styles.plus} />
              </summary>
              <p>{item.a}</p>
            </details>
          ))}
        </LabelledSection>

        <div className={styles.aside}>
          <LabelledSection id="service-quick">
            <SectionHeading className={styles.h2}>{t.quickTitle}</SectionHeading>
            <ul className={styles.quick}>
              {t.quickLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>
                    {link.label}
                    <ArrowRight size={14} strokeWidth={1.5} aria-hidden />
                  </Link>
                </li>
              ))}
            </ul>
          </LabelledSection>

          <LabelledSection id="service-cs" className={styles.cs}>
            <SectionHeading className={styles.h2}>{t.csTitle}</SectionHeading>
            <a href={telHref} className={styles.phone}>
              {brand.phone}
            </a>
            <dl className={styles.csList}>
              <TermRow term={t.csHoursLabel}>{t.hours}</TermRow>
              <TermRow term={t.emailLabel}>
                <a href={mailHref}>{brand.email}</a>
              </TermRow>
            </dl>
          </LabelledSection>
        </div>
      </div>
    </BrandPage>
  );
}
