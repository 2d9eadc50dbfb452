/** The notices' wording without their schemas, for screens that must not load zod. */
export const noticeMessages = {
  notFound: '공지사항을 찾을 수 없습니다.',
  titleRequired: '제목을 입력해주세요.',
  contentRequired: '내용을 입력해주세요.',
} as const;
