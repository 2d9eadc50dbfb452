import {
  type FeedBuild,
  type FeedLeftOut,
  type FeedOverview,
  feedExclusions,
  feedTriggers,
  feedLabels as t,
} from '@shop/contract/admin-feeds';
import { formatDateTime } from '../../../shared/format/dates';
import { Button } from '../../../shared/ui/button';
import { type Column, DataTable } from '../../../shared/ui/data-table';
import { useNotify } from '../../../shared/ui/notify';
import { AdminPageHeader } from '../admin-page-header';
import { itemColumn } from '../columns';
import { adminText } from '../messages';
import page from '../page.module.css';
import { QueryStatus } from '../query-state';
import { StatusBadge } from '../status-badge';
import { useBuildFeeds, useFeedOverview } from './api';
import styles from './feeds-page.module.css';

const count = (n: number) => n.toLocaleString('ko-KR');

const leftOutColumns: Column<FeedLeftOut>[] = [
  itemColumn(),
  {
    key: 'reason',
    header: '제외 사유',
    cell: (l) => <StatusBadge tone="muted">{feedExclusions.labels[l.reason]}</StatusBadge>,
  },
];

type BuildRow = Omit<FeedBuild, 'left_out'>;
const historyColumns: Column<BuildRow>[] = [
  {
    key: 'at',
    header: '생성 시각',
    cell: (b) => <span className={page.num}>{formatDateTime(b.built_at)}</span>,
  },
  { key: 'trigger', header: '계기', cell: (b) => feedTriggers.labels[b.trigger] },
  { key: 'products', header: '전체 상품', align: 'end', cell: (b) => count(b.products) },
  { key: 'naver', header: '네이버 EP', align: 'end', cell: (b) => count(b.naver_rows) },
  {
    key: 'summary',
    header: '요약 EP',
    align: 'end',
    cell: (b) => count(b.summary_rows),
    wide: true,
  },
  { key: 'google', header: 'Google', align: 'end', cell: (b) => count(b.google_items), wide: true },
];

function CopyableUrl({ id, label, url }: { id: string; label: string; url: string }) {
  const notify = useNotify();
  return (
    <div className={styles.url}>
      <label htmlFor={id}>{label}</label>
      <div className={styles.urlRow}>
        <input id={id} readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        <Button
          variant="secondary"
          onClick={() =>
            navigator.clipboard
              ?.writeText(url)
              .then(() => notify('주소를 복사했습니다.'))
              .catch(() => notify('복사하지 못했습니다. 주소를 직접 선택해 복사해주세요.', 'alert'))
          }
        >
          복사
        </Button>
      </div>
    </div>
  );
}

function Addresses({ urls }: { urls: FeedOverview['urls'] }) {
  return (
    <section className={page.section} aria-labelledby="feed-urls">
      <h2 id="feed-urls" className={page.sectionTitle}>
        등록할 주소
      </h2>
      <CopyableUrl id="feed-url-naver" label={t.naverEp} url={urls.naver_ep} />
      <CopyableUrl id="feed-url-summary" label={t.naverSummary} url={urls.naver_summary} />
      <CopyableUrl id="feed-url-google" label={t.google} url={urls.google} />
      <CopyableUrl id="feed-url-sitemap" label={t.sitemap} url={urls.sitemap} />
    </section>
  );
}

function LatestBuild({ build }: { build: FeedBuild | null }) {
  const rebuild = useBuildFeeds();
  const notify = useNotify();
  return (
    <section className={page.section} aria-labelledby="feed-latest">
      <div className={styles.head}>
        <h2 id="feed-latest" className={page.sectionTitle}>
          마지막 생성
        </h2>
        <Button
          variant="secondary"
          loading={rebuild.isPending}
          onClick={() => rebuild.mutate(undefined, { onSuccess: () => notify(t.built) })}
        >
          {t.build}
        </Button>
      </div>
      {!build ? (
        <p className={page.muted}>{t.never}</p>
      ) : (
        <>
          <dl className={styles.figures}>
            <div>
              <dt>생성 시각</dt>
              <dd>{formatDateTime(build.built_at)}</dd>
            </div>
            <div>
              <dt>계기</dt>
              <dd>{feedTriggers.labels[build.trigger]}</dd>
            </div>
            <div>
              <dt>네이버 EP 상품</dt>
              <dd>
                {count(build.naver_rows)} / {count(build.products)}
              </dd>
            </div>
            <div>
              <dt>요약 EP 변경</dt>
              <dd>{count(build.summary_rows)}</dd>
            </div>
            <div>
              <dt>Google 항목 (옵션별)</dt>
              <dd>{count(build.google_items)}</dd>
            </div>
          </dl>
          <h3 className={styles.subTitle}>
            {t.leftOut} <span className={page.muted}>· {count(build.left_out.length)}개</span>
          </h3>
          <DataTable
            caption={t.leftOut}
            columns={leftOutColumns}
            rows={build.left_out}
            rowKey={(l) => l.item_id}
            empty={t.noneLeftOut}
          />
        </>
      )}
    </section>
  );
}

/** "검색·쇼핑 연동": the addresses to paste into Naver's and Google's consoles, and the EP log. */
export function AdminFeedsPage() {
  const query = useFeedOverview();
  return (
    <>
      <AdminPageHeader
        title={adminText.nav.feeds}
        lead="네이버 쇼핑·Google에 보낼 상품 정보를 매일 00:30과 상품이 바뀔 때 다시 만듭니다."
      />
      <QueryStatus query={query} />
      {query.data && (
        <>
          <Addresses urls={query.data.urls} />
          <LatestBuild build={query.data.latest} />
          <section className={page.section} aria-labelledby="feed-history">
            <h2 id="feed-history" className={page.sectionTitle}>
              {t.history}
            </h2>
            <DataTable
              caption={t.history}
              columns={historyColumns}
              rows={query.data.history}
              rowKey={(b) => b.build_id}
              empty="이전 기록이 없습니다."
            />
          </section>
        </>
      )}
    </>
  );
}
