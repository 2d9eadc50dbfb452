import { PenLine } from 'lucide-react';
import { useIsMobile } from '../../shared/hooks/use-media-query';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import { Link, useSearchParams } from '../../shared/routing';
import { Button } from '../../shared/ui/button';
import { Pagination } from '../../shared/ui/pagination';
import shared from './community.module.css';
import { communityText as t } from './community-text';
import { listHref, listSearch, readListQuery } from './list-search';
import { LoadingLine } from './page-states';
import { useQnaList } from './qna-list-api';
import styles from './qna-list-page.module.css';
import { QnaList, QnaTable } from './qna-rows';
import { SearchForm } from './search-form';

/** /service/qna: notices on top, the posts of one page, search and paging kept in the URL. */
export function QnaListPage() {
  usePageTitle(t.listTitle);
  const isMobile = useIsMobile();
  const [params, setParams] = useSearchParams();
  const query = readListQuery(params);
  const list = useQnaList(query);
  const posts = list.data?.qna ?? [];
  const pageCount = list.data?.page_count ?? 0;
  const hasPosts = posts.some((p) => !p.is_notice);

  const writeLink = (
    <Link to="/service/write" className={`${shared.primaryLink} ${styles.write}`}>
      <PenLine size={16} strokeWidth={1.5} aria-hidden />
      {t.write}
    </Link>
  );

  return (
    <div className={shared.page}>
      <header className={`${shared.header} ${styles.header}`}>
        <div>
          <p className={shared.eyebrow}>
            <Link to="/service">{t.eyebrow}</Link>
          </p>
          <h1 className={shared.title}>{t.listTitle}</h1>
          <p className={shared.lead}>{t.listLead}</p>
        </div>
        {!isMobile && writeLink}
      </header>

      <div className={styles.toolbar}>
        <SearchForm
          key={params.toString()}
          query={query}
          onSearch={(qna_type, keyword) => setParams(listSearch({ page: 1, qna_type, keyword }))}
        />
        {query.keyword && (
          <p className={styles.result}>
            <span>{t.resultCount(query.keyword)}</span>
            <Link to="/service/qna" className={shared.textLink}>
              {t.clearSearch}
            </Link>
          </p>
        )}
      </div>

      {list.isPending ? (
        <LoadingLine>{t.listLoading}</LoadingLine>
      ) : list.isError ? (
        <div className={shared.state} role="alert">
          <p className={shared.stateTitle}>{t.listError}</p>
          <p className={shared.stateText}>{list.error.message}</p>
          <Button variant="secondary" onClick={() => list.refetch()} loading={list.isFetching}>
            {t.retry}
          </Button>
        </div>
      ) : (
        <div aria-busy={list.isPlaceholderData || undefined}>
          {posts.length > 0 && (isMobile ? <QnaList posts={posts} /> : <QnaTable posts={posts} />)}
          {!hasPosts && (
            <div className={shared.state}>
              <p className={shared.stateTitle}>
                {query.keyword ? t.noResultTitle(query.keyword) : t.emptyTitle}
              </p>
              <p className={shared.stateText}>{query.keyword ? t.noResultHint : t.emptyHint}</p>
            </div>
          )}
          <Pagination
            page={query.page}
            pageCount={pageCount}
            href={(page) => listHref({ ...query, page })}
          />
        </div>
      )}

      {/* Below the list, so only once it is in: shown above the loading line, it would jump. */}
      {isMobile && !list.isPending && <div className={styles.mobileWrite}>{writeLink}</div>}
    </div>
  );
}
