import { formatWon } from '@shop/contract/format';
import { Search, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from '../../shared/routing';
import { IconOnlyButton } from '../../shared/ui/icon-only-button';
import { ListOrNote } from '../../shared/ui/list-or-note';
import { Modal } from '../../shared/ui/modal';
import { listHref } from './list-params';
import { listText as t } from './list-text';
import { addRecent, clearRecent, removeRecent, useRecentSearches } from './recent-searches';
import { usePopularSearches, useSuggestions } from './search-api';
import styles from './search-dialog.module.css';
import { useSettledText } from './use-settled-text';

/**
 * The search screen of the header and the tab bar: suggestions while typing, this device's
 * recent searches and the week's popular ones. Submitting shows `/products?q=…`.
 */
export function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title={t.searchTitle} size="fill">
      {open && <SearchScreen onClose={onClose} />}
    </Modal>
  );
}

function SearchScreen({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [composing, setComposing] = useState(false);
  const settled = useSettledText(text, composing).trim();
  const suggestions = useSuggestions(settled);

  const searchFor = (query: string) => {
    const q = query.trim();
    if (!q) return;
    addRecent(q);
    onClose();
    navigate(listHref({ q }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    searchFor(text);
  };
  const found = suggestions.data;
  const typing = text.trim() !== '';

  return (
    <div className={styles.screen}>
      <h2 className={styles.title}>{t.searchTitle}</h2>
      <form className={styles.form} onSubmit={submit}>
        <input
          aria-label={t.searchLabel}
          type="search"
          className={styles.input}
          value={text}
          placeholder={t.searchPlaceholder}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={50}
          onChange={(event) => setText(event.target.value)}
          onCompositionStart={() => setComposing(true)}
          onCompositionEnd={(event) => {
            setComposing(false);
            setText(event.currentTarget.value);
          }}
        />
        {typing && (
          <IconOnlyButton
            label={t.clearInput}
            icon={X}
            size={18}
            className={styles.clearInput}
            onClick={() => setText('')}
          />
        )}
        <button type="submit" className={styles.submit} aria-label={t.searchSubmit}>
          <Search size={20} strokeWidth={1.5} aria-hidden />
        </button>
      </form>

      {typing ? (
        <section className={styles.section} aria-label={t.suggestions} aria-live="polite">
          {found && settled && found.categories.length + found.items.length === 0 ? (
            <p className={styles.note}>{t.noSuggestions}</p>
          ) : (
            <ul className={styles.suggestions}>
              {found?.categories.map((c) => (
                <li key={`c${c.id}`}>
                  <Link
                    to={listHref({ category: c.slug })}
                    className={styles.suggestion}
                    onClick={onClose}
                  >
                    <span className={styles.kind}>{t.suggestCategories}</span>
                    <span>{c.parent_name ? `${c.parent_name} > ${c.name}` : c.name}</span>
                  </Link>
                </li>
              ))}
              {found?.items.map((item) => (
                <li key={`i${item.id}`}>
                  <Link to={`/product/${item.id}`} className={styles.suggestion} onClick={onClose}>
                    <span className={styles.kind}>{t.suggestProducts}</span>
                    <span className={styles.name}>{item.name}</span>
                    <span className={styles.price}>{formatWon(item.price)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : (
        <>
          <RecentSearches onPick={searchFor} />
          <PopularSearches onPick={searchFor} />
        </>
      )}
    </div>
  );
}

function RecentSearches({ onPick }: { onPick: (q: string) => void }) {
  const recent = useRecentSearches();
  return (
    <section className={styles.section} aria-labelledby="recent-searches">
      <div className={styles.sectionHead}>
        <h3 id="recent-searches" className={styles.sectionTitle}>
          {t.recent}
        </h3>
        {recent.length > 0 && (
          <button type="button" className={styles.textButton} onClick={clearRecent}>
            {t.clearRecent}
          </button>
        )}
      </div>
      <ListOrNote items={recent} note={t.noRecent} styles={styles}>
        {(q) => (
          <li key={q} className={styles.chip}>
            <button type="button" className={styles.chipText} onClick={() => onPick(q)}>
              {q}
            </button>
            <button
              type="button"
              className={styles.chipRemove}
              aria-label={t.removeRecent(q)}
              onClick={() => removeRecent(q)}
            >
              <X size={14} strokeWidth={1.75} aria-hidden />
            </button>
          </li>
        )}
      </ListOrNote>
    </section>
  );
}

function PopularSearches({ onPick }: { onPick: (q: string) => void }) {
  const popular = usePopularSearches();
  const queries = popular.data?.queries ?? [];
  return (
    <section className={styles.section} aria-labelledby="popular-searches">
      <h3 id="popular-searches" className={styles.sectionTitle}>
        {t.popular}
      </h3>
      {popular.data && queries.length === 0 ? (
        <p className={styles.note}>{t.noPopular}</p>
      ) : (
        <ol className={styles.popular}>
          {queries.map((entry, i) => (
            <li key={entry.query}>
              <button
                type="button"
                className={styles.popularEntry}
                onClick={() => onPick(entry.query)}
              >
                <span className={styles.rank}>{i + 1}</span>
                {entry.query}
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
