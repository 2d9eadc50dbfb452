import { QNA_TYPES, type QnaType } from '@shop/contract/qna-messages';
import type { ListQuery } from './qna-list-api';

/** The list's state from the URL (page, qna_type, keyword); anything unreadable falls back. */
export function readListQuery(params: URLSearchParams): ListQuery {
  const page = Number(params.get('page'));
  const type = QNA_TYPES.find((t): t is QnaType => t === params.get('qna_type'));
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    qna_type: type ?? 'title',
    keyword: (params.get('keyword') ?? '').trim().slice(0, 100),
  };
}

/** The URL query for a list state; the defaults are left out to keep addresses short. */
export function listSearch(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page > 1) params.set('page', String(query.page));
  if (query.keyword) {
    params.set('qna_type', query.qna_type);
    params.set('keyword', query.keyword);
  }
  return params;
}

export const listHref = (query: ListQuery) => {
  const search = listSearch(query).toString();
  return search ? `/service/qna?${search}` : '/service/qna';
};
