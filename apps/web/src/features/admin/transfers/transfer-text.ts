import { IMPORT_MAX_BYTES, transferLabels } from '@shop/contract/admin-transfers';

const count = (n: number) => n.toLocaleString('ko-KR');
const LIMIT_MB = IMPORT_MAX_BYTES / 1024 / 1024;

/** '512 B', '12.4 KB', '3.2 MB': a file's size as the file picker shows it. */
export function fileSize(bytes: number) {
  if (bytes < 1024) return `${count(bytes)} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** `processed` of `total` in whole percent, never past 100. */
export const percent = (processed: number, total: number) =>
  total > 0 ? Math.min(100, Math.floor((processed * 100) / total)) : 0;

/** The back office's 가져오기·내보내기 screen. */
export const transferText = {
  ...transferLabels,
  lead: '상품·회원 파일은 미리 확인한 뒤 가져오고, 상품·주문·회원은 파일로 내보냅니다. 실행한 작업은 이 화면을 닫아도 계속 진행됩니다.',
  imports: '가져오기',
  exports: '내보내기',
  history: '최근 작업',
  kind: '종류',
  file: '파일',
  chooseFile: '파일 선택',
  fileHint: `CSV 또는 XLSX, ${LIMIT_MB}MB까지`,
  chosen: (name: string, bytes: number) => `${name} · ${fileSize(bytes)}`,
  noFile: '올릴 파일을 골라주세요.',
  wrongType: 'CSV 또는 XLSX 파일만 올릴 수 있습니다.',
  tooLarge: (bytes: number) =>
    `파일이 ${fileSize(bytes)}입니다. ${LIMIT_MB}MB 이하로 나눠 올려주세요.`,
  templateHint:
    '상품코드가 같은 줄은 한 상품의 옵션입니다. 같은 파일을 다시 올려도 바뀌지 않습니다.',
  progressOf: (processed: number, total: number) =>
    `${count(processed)} / ${count(total)} (${percent(processed, total)}%)`,
  progressLabel: (what: string) => `${what} 진행률`,
  report: {
    title: (kind: string, file: string | null) => (file ? `${kind} · ${file}` : kind),
    filterLabel: '결과로 거르기',
    all: '전체',
    caption: '행별 결과',
    line: '행',
    code: '코드',
    memberId: '아이디',
    name: '이름',
    action: '결과',
    detail: '내용',
    none: '이 결과의 행이 없습니다.',
    clipped: (shown: number) =>
      `처음 ${count(shown)}개 행만 보여줍니다. 오류가 있는 행이 먼저입니다.`,
    nothingToRun: '새로 등록하거나 변경할 행이 없습니다.',
    skipErrors: (n: number) => `오류가 있는 ${count(n)}개 행은 건너뜁니다.`,
    started: '가져오기를 시작했습니다. 이 화면을 닫아도 계속 진행됩니다.',
    discarded: '가져오기를 취소했습니다.',
    wasDiscarded: '취소한 가져오기입니다.',
    done: '가져오기를 마쳤습니다.',
    failed: (why: string | null) => `가져오기에 실패했습니다. ${why ?? ''}`.trim(),
    another: '다른 파일 가져오기',
  },
  exportCards: {
    catalog_export:
      '상품 시트 형식(옵션마다 한 줄)으로 내려받습니다. 고쳐서 다시 가져올 수 있습니다.',
    orders_export:
      '결제 대기를 뺀 모든 주문입니다. 주문 화면에서 시작하면 그 화면의 필터가 적용됩니다.',
    members_export: '모든 회원입니다. 회원 화면에서 시작하면 그 화면의 검색이 적용됩니다.',
  },
  format: '파일 형식',
  exportFailed: (why: string | null) => `내보내기에 실패했습니다. ${why ?? ''}`.trim(),
  columns: {
    kind: '종류',
    status: '상태',
    file: '파일',
    progress: '진행률',
    actor: '요청자',
    at: '시각',
    actions: '관리',
  },
  noHistory: '아직 가져오거나 내보낸 파일이 없습니다.',
  openReport: (kind: string) => `${kind} 결과 보기`,
  downloadOf: (what: string) => `${what} ${transferLabels.download}`,
} as const;
