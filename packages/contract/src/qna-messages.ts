/** The Q&A board's wording, search fields and paging, without schemas: the storefront's first
 * load reads these and must not pull zod in (qna.ts holds the schemas). */

export const QNA_PAGE_SIZE = 15;
export const PAGE_WINDOW = 5;

export const qnaMessages = {
  titleRequired: '제목을 입력해주세요.',
  titleTooLong: '제목은 100자 이하로 입력해주세요.',
  contentRequired: '내용을 입력해주세요.',
  contentTooLong: '내용이 너무 깁니다.',
  registered: '등록되었습니다.',
  notFound: '게시글을 찾을 수 없습니다.',
  secret: '비밀글은 작성자와 관리자만 볼 수 있습니다.',
  notWriter: '작성자만 수정할 수 있습니다.',
  notWriterOrAdmin: '작성자와 관리자만 삭제할 수 있습니다.',
  badForm: '게시글 정보(qna_creation_request)가 올바른 JSON이 아닙니다.',
  unknownImage: '이 게시글의 이미지가 아닙니다.',
} as const;

export const QNA_TYPES = ['title', 'payload', 'writer'] as const;
export type QnaType = (typeof QNA_TYPES)[number];

export function isQnaType(value: string): value is QnaType {
  return (QNA_TYPES as readonly string[]).includes(value);
}

/** Page numbers around `page`: a window of 5 (1–5, 6–10, …) with previous/next jumps. */
export function pageWindow(page: number, pageCount: number) {
  const start = Math.floor((Math.max(page, 1) - 1) / PAGE_WINDOW) * PAGE_WINDOW + 1;
  const end = Math.min(start + PAGE_WINDOW - 1, Math.max(pageCount, 1));
  const pages = Array.from({ length: end - start + 1 }, (_, i) => start + i);
  return {
    pages,
    previous: start > 1 ? start - 1 : null,
    next: end < pageCount ? end + 1 : null,
  };
}
