import { ArrowRight } from 'lucide-react';
import { Link } from '../../shared/routing';
import { BrandPage } from './brand-page';
import { type Chapter, type Look, collectionText as t } from './collection-content';
import styles from './collection-page.module.css';
import { ClothStill, DemoImage } from './demo-image';
import { demoItems } from './demo-items';

/** /collection: one product story, told with a large lookbook grid that leads to /products. */
export function CollectionPage() {
  return (
    <BrandPage text={t} variant="display" as="article">
      <section className={styles.intro} aria-label="컬렉션 소개">
        <div className={styles.introText}>
          {t.intro.map((paragraph) => (
            <p key={paragraph.slice(0, 16)}>{paragraph}</p>
          ))}
        </div>
        <dl className={styles.facts}>
          {t.facts.map((fact) => (
            <div key={fact.term}>
              <dt>{fact.term}</dt>
              <dd>{fact.detail}</dd>
            </div>
          ))}
        </dl>
      </section>

      {t.chapters.map((chapter, index) => (
        <ChapterSection key={chapter.id} chapter={chapter} reverse={index % 2 === 1} />
      ))}

      <section className={styles.closing} aria-labelledby="collection-closing">
        <ClothStill className={styles.closingImage} />
        <h2 id="collection-closing" className={styles.h2}>
          {t.closingTitle}
        </h2>
        <p className={styles.closingText}>{t.closingText}</p>
        <Link to="/products" className={styles.cta}>
          {t.closingLink}
          <ArrowRight size={16} strokeWidth={1.5} aria-hidden />
        </Link>
      </section>
    </BrandPage>
  );
}

function ChapterSection({ chapter, reverse }: { chapter: Chapter; reverse: boolean }) {
  const [lead, ...rest] = chapter.looks;
  const headingId = `chapter-${chapter.id}`;
  return (
    <section
      className={reverse ? `${styles.chapter} ${styles.reverse}` : styles.chapter}
      aria-labelledby={headingId}
    >
      <header className={styles.chapterHeader}>
        <p className={styles.chapterIndex}>CHAPTER {chapter.index}</p>
        <h2 id={headingId} className={styles.h2}>
          {chapter.title}
        </h2>
        <p className={styles.chapterText}>{chapter.text}</p>
      </header>
      {lead && <LookFigure look={lead} large eager={chapter.index === '01'} />}
      <div className={styles.side}>
        {rest.map((look) => (
          <LookFigure key={`${look.item}-${look.view}`} look={look} />
        ))}
      </div>
    </section>
  );
}

function LookFigure({ look, large, eager }: { look: Look; large?: boolean; eager?: boolean }) {
  return (
    <figure className={large ? `${styles.look} ${styles.large}` : styles.look}>
      <DemoImage item={look.item} view={look.view} alt={look.alt} eager={eager} />
      <figcaption className={styles.caption}>
        <span className={styles.label}>{look.label}</span>
        <span className={styles.note}>{look.note}</span>
        <Link to="/products" className={styles.shop}>
          {t.shopLink}
          <span className="visually-hidden"> – {demoItems[look.item]}</span>
          <ArrowRight size={14} strokeWidth={1.5} aria-hidden />
        </Link>
      </figcaption>
    </figure>
  );
}
