import { LabelledSection, SectionHeading } from '../../shared/ui/labelled-section';
import { aboutText as t } from './about-content';
import styles from './about-page.module.css';
import { ArrowLinks } from './arrow-links';
import shared from './brand.module.css';
import { BrandPage } from './brand-page';
import { ClothStill, DemoImage } from './demo-image';

/** /about: the brand story, image-led (the intro still, a 2-column story, a pull quote). */
export function AboutPage() {
  return (
    <BrandPage text={t} variant="display" as="article">
      <figure className={styles.hero}>
        <ClothStill className={styles.heroImage} alt={t.heroAlt} lead />
        <figcaption className={styles.caption}>{t.heroCaption}</figcaption>
      </figure>

      <section className={styles.story} aria-labelledby="about-story">
        <div className={styles.storyMedia}>
          <DemoImage {...t.storyImage} className={styles.storyImage} />
        </div>
        <div className={styles.storyText}>
          <p className={shared.eyebrow}>{t.storyEyebrow}</p>
          <h2 id="about-story" className={styles.h2}>
            {t.storyTitle}
          </h2>
          {t.story.map((paragraph) => (
            <p key={paragraph.slice(0, 16)} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </div>
      </section>

      <figure className={styles.quote}>
        <blockquote className={styles.quoteText}>
          <p>{t.quote}</p>
        </blockquote>
        <figcaption className={styles.quoteBy}>{t.quoteBy}</figcaption>
      </figure>

      <section className={styles.values} aria-labelledby="about-values">
        <div className={styles.valuesText}>
          <p className={shared.eyebrow}>{t.valuesEyebrow}</p>
          <h2 id="about-values" className={styles.h2}>
            {t.valuesTitle}
          </h2>
          <ol className={styles.valueList}>
            {t.values.map((value) => (
              <li key={value.index} className={styles.value}>
                <span className={styles.valueIndex} aria-hidden>
                  {value.index}
                </span>
                <div>
                  <h3 className={styles.h3}>{value.title}</h3>
                  <p className={styles.valueBody}>{value.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
        <div className={styles.valuesMedia}>
          {t.valuesImages.map((image) => (
            <DemoImage key={image.alt} {...image} />
          ))}
        </div>
      </section>

      <LabelledSection id="about-closing" className={styles.closing}>
        <SectionHeading className={styles.h2}>{t.closingTitle}</SectionHeading>
        <ArrowLinks className={styles.closingLinks} links={t.closingLinks} />
      </LabelledSection>
    </BrandPage>
  );
}
