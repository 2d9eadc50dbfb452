/** Every text the rich-text editor shows, in one place (Korean, reviewed together). */
export const richTextText = {
  toolbar: '서식 도구',
  bold: '굵게',
  italic: '기울임',
  underline: '밑줄',
  strike: '취소선',
  heading2: '제목 서식',
  heading3: '소제목 서식',
  bulletList: '글머리 기호 목록',
  orderedList: '번호 목록',
  blockquote: '인용',
  link: '링크',
  linkPrompt: '연결할 주소(https://…)를 입력해주세요. 비우면 링크를 지웁니다.',
  undo: '실행 취소',
  redo: '다시 실행',
  loading: '편집기를 불러오는 중입니다.',
} as const;
