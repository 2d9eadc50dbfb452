/** The comments' wording without their schemas, for screens that must not load zod. */
export const commentMessages = {
  required: '댓글을 입력해주세요.',
  tooLong: '댓글은 2,000자 이하로 입력해주세요.',
  notFound: '댓글을 찾을 수 없습니다.',
  notWriter: '작성자만 수정할 수 있습니다.',
  notWriterOrAdmin: '작성자와 관리자만 삭제할 수 있습니다.',
} as const;
