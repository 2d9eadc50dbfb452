import { isQnaType, QNA_TYPES, type QnaType } from '@shop/contract/qna-messages';
import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { communityText as t } from './community-text';
import type { ListQuery } from './qna-list-api';
import styles from './search-form.module.css';

interface SearchFormProps {
  query: ListQuery;
  onSearch(type: QnaType, keyword: string): void;
}

/** Search by title, content or writer. Mount it keyed by the URL so back/forward refill it. */
export function SearchForm({ query, onSearch }: SearchFormProps) {
  const [type, setType] = useState<QnaType>(query.qna_type);
  const [keyword, setKeyword] = useState(query.keyword);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(type, keyword.trim());
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown before Safari 17 (and to jsdom); role="search" is its equivalent
    <form role="search" aria-label={t.search} className={styles.form} onSubmit={submit}>
      <select
        aria-label={t.searchType}
        className={styles.select}
        value={type}
        onChange={(e) => {
          if (isQnaType(e.target.value)) setType(e.target.value);
        }}
      >
        {QNA_TYPES.map((option) => (
          <option key={option} value={option}>
            {t.searchTypes[option]}
          </option>
        ))}
      </select>
      <input
        aria-label={t.keyword}
        type="search"
        enterKeyHint="search"
        className={styles.input}
        value={keyword}
        maxLength={100}
        placeholder={t.keywordPlaceholder}
        onChange={(e) => setKeyword(e.target.value)}
      />
      <button type="submit" className={styles.button}>
        <Search size={18} strokeWidth={1.5} aria-hidden />
        <span>{t.searchButton}</span>
      </button>
    </form>
  );
}
