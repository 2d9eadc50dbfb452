import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { MOBILE_QUERY, useIsMobile } from '../../shared/hooks/use-media-query';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import { useLocation, useNavigate } from '../../shared/routing';
import { LabelledSection, SectionHeading } from '../../shared/ui/labelled-section';
import { PageHeader } from '../../shared/ui/page-header';
import { TabButton } from '../../shared/ui/tab-button';
import { tabAfterKey } from '../../shared/ui/tab-keys';
import { Blocks } from './blocks';
import shared from './brand.module.css';
import { type GuideSection, guideSections, guideText as t } from './guide-content';
import styles from './guide-page.module.css';
import { scrollBehavior, useMobileHeaderHidden } from './use-header-hidden';

type SectionId = GuideSection['id'];

const ids = guideSections.map((section) => section.id);
const toSectionId = (hash: string): SectionId | undefined =>
  ids.find((id) => `#${id}` === decodeURIComponent(hash));
/** The mobile top bar's rule (docs/api.md#layout-constants): it hides once the page is scrolled down past 25px. */
const HEADER_HIDES_AFTER = 25;

/**
 * Scrolls so that the section starts right under the sticky tab bar. On mobile the top bar
 * hides when the page moves down (and the tab bar moves up to the edge) and comes back when
 * it moves up, so the landing point depends on the direction.
 */
function scrollToSection(id: SectionId, behavior: ScrollBehavior, bar: HTMLElement | null) {
  const section = document.getElementById(id);
  if (!section) return;
  const headerHeight =
    Number.parseFloat(
      getComputedStyle(document.documentElement).getPropertyValue('--header-height'),
    ) || 0;
  const barHeight = bar?.offsetHeight ?? 0;
  const top = window.scrollY + section.getBoundingClientRect().top - barHeight;
  const mobile = window.matchMedia(MOBILE_QUERY).matches;
  const headerHides = mobile && top > window.scrollY && top - headerHeight > HEADER_HIDES_AFTER;
  window.scrollTo({ top: Math.max(0, headerHides ? top : top - headerHeight), behavior });
}

/**
 * /service/notice: the static shopping guide. All seven sections are on the page; the sticky
 * tab bar scrolls to them (arrow keys, Home and End move between tabs), follows the scrolling,
 * and keeps the URL hash (#signin … #etc) in step so that a guide link opens at its section.
 */
export function GuidePage() {
  usePageTitle(t.pageTitle);
  const { hash } = useLocation();
  const navigate = useNavigate();
  const headerHidden = useMobileHeaderHidden(useIsMobile());
  const [active, setActive] = useState<SectionId>(() => toSectionId(hash) ?? ids[0]!);
  const barRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const tabs = useRef(new Map<SectionId, HTMLButtonElement>());
  /** While the page scrolls to a chosen tab, the scroll-spy keeps its hands off. */
  const spyPaused = useRef(false);
  /** The last hash this page set itself, until the URL has caught up with it. */
  const ownHash = useRef<SectionId | null>(null);
  const mounted = useRef(false);

  // The hash decides the section: on load (at once) and when a link changes it (smoothly).
  useEffect(() => {
    const first = !mounted.current;
    mounted.current = true;
    const id = toSectionId(hash);
    if (!id) return;
    // Hashes this page set itself (several, when arrow keys are pressed quickly) need no scroll.
    if (ownHash.current) {
      if (ownHash.current === id) ownHash.current = null;
      return;
    }
    setActive(id);
    spyPaused.current = true;
    scrollToSection(id, first ? 'auto' : scrollBehavior(), barRef.current);
    if (!first) return;
    // Web fonts can still change the text's height after the first paint: land again.
    const settledAt = window.scrollY;
    document.fonts?.ready.then(() => {
      if (window.scrollY === settledAt) scrollToSection(id, 'auto', barRef.current);
    });
  }, [hash]);

  // Scroll-spy: the tab follows the section under the tab bar.
  useEffect(() => {
    let frame = 0;
    const update = () => {
      if (spyPaused.current || !listRef.current) return;
      const line = listRef.current.getBoundingClientRect().bottom + 32;
      let current: SectionId = ids[0]!;
      for (const id of ids) {
        const top = document.getElementById(id)?.getBoundingClientRect().top;
        if (top !== undefined && top <= line) current = id;
      }
      setActive(current);
    };
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    };
    // The visitor scrolls on their own again: the spy resumes.
    const resume = (event: Event) => {
      if (event.target instanceof Node && listRef.current?.contains(event.target)) return;
      spyPaused.current = false;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    for (const type of ['wheel', 'touchstart', 'keydown', 'mousedown'] as const) {
      window.addEventListener(type, resume, { passive: true });
    }
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      for (const type of ['wheel', 'touchstart', 'keydown', 'mousedown'] as const) {
        window.removeEventListener(type, resume);
      }
    };
  }, []);

  // On narrow screens the tab bar scrolls sideways: keep the active tab in its middle.
  useEffect(() => {
    const list = listRef.current;
    const tab = tabs.current.get(active);
    if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
    const left = tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2;
    list.scrollTo({ left, behavior: scrollBehavior() });
  }, [active]);

  function select(id: SectionId) {
    setActive(id);
    if (window.location.hash !== `#${id}`) {
      ownHash.current = id;
      navigate({ hash: id }, { replace: true });
    }
    spyPaused.current = true;
    scrollToSection(id, scrollBehavior(), barRef.current);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = ids.indexOf(active);
    const next = tabAfterKey(event.key, index, ids.length);
    if (next === undefined) return;
    event.preventDefault();
    const id = ids[next]!;
    select(id);
    tabs.current.get(id)?.focus({ preventScroll: true });
  }

  return (
    <div className={`${shared.page} ${styles.page}`}>
      <PageHeader eyebrow={t.eyebrow} title={t.title} lead={t.lead} variant="brand" />

      <div ref={barRef} className={headerHidden ? `${styles.bar} ${styles.barTop}` : styles.bar}>
        <div
          ref={listRef}
          role="tablist"
          aria-label={t.tabsLabel}
          className={styles.tabs}
          onKeyDown={onKeyDown}
        >
          {guideSections.map((section) => (
            <TabButton
              key={section.id}
              buttonRef={(node) => {
                if (node) tabs.current.set(section.id, node);
                else tabs.current.delete(section.id);
              }}
              id={`tab-${section.id}`}
              selected={active === section.id}
              controls={section.id}
              className={styles.tab}
              onSelect={() => select(section.id)}
            >
              {section.tab}
            </TabButton>
          ))}
        </div>
      </div>

      {guideSections.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          className={styles.section}
        >
          <header className={styles.sectionHead}>
            <p className={styles.index} aria-hidden>
              {String(index + 1).padStart(2, '0')}
            </p>
            <h2 id={`${section.id}-title`} className={styles.h2}>
              {section.title}
            </h2>
            <p className={styles.summary}>{section.summary}</p>
          </header>
          <div className={styles.body}>
            <Blocks blocks={section.blocks} />
          </div>
        </section>
      ))}

      <LabelledSection id="guide-help" as="aside" className={styles.help}>
        <SectionHeading className={styles.helpTitle}>{t.helpTitle}</SectionHeading>
        <p className={styles.helpText}>{t.helpText}</p>
        <Blocks blocks={[{ kind: 'links', items: t.helpLinks }]} />
      </LabelledSection>
    </div>
  );
}
