import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '@shop/contract/admin-transfers';

const megabytes = IMPORT_MAX_BYTES / 1024 / 1024;

export const transferMessages = {
  notMultipart: 'multipart/form-data 형식으로 보내주세요.',
  noFile: '올릴 파일(file)을 골라 주세요.',
  oneFile: '파일은 한 번에 하나만 올릴 수 있습니다.',
  badKind: '가져오기 종류(kind)를 골라 주세요.',
  kindUnavailable: '이 가져오기는 아직 쓸 수 없습니다.',
  tooLarge: `파일이 너무 큽니다. ${megabytes}MB 이하로 올려 주세요.`,
  tooManyRows: `행이 너무 많습니다. 한 번에 ${IMPORT_MAX_ROWS.toLocaleString('ko-KR')}행까지 가져올 수 있습니다.`,
  unreadable: '파일을 읽을 수 없습니다. CSV 또는 Excel(XLSX) 파일인지 확인해 주세요.',
  legacyExcel: '예전 Excel 형식(XLS)은 읽을 수 없습니다. XLSX 또는 CSV로 저장해 올려 주세요.',
  empty: '첫 줄에 열 이름이 없습니다. 양식의 첫 줄을 지우지 말아 주세요.',
  noRows: '가져올 행이 없습니다.',
  missingColumns: (columns: string[]) => `필수 열이 없습니다: ${columns.join(', ')}`,
  notFound: '가져오기·내보내기 기록을 찾을 수 없습니다.',
  notChecked: '검토가 끝난 가져오기만 실행하거나 취소할 수 있습니다.',
  fileNotReady: '아직 내려받을 파일이 없습니다.',
  fileExpired: '보관 기간(7일)이 지나 파일이 삭제되었습니다.',
  rowFailed: '이 행을 처리하지 못했습니다.',
  stalled: '처리가 중단되었습니다 (서버 재시작 등). 다시 시도해 주세요.',
  noActor: '실행한 관리자를 찾을 수 없습니다.',
  runFailed: '처리 중 오류가 발생했습니다. 다시 시도해 주세요.',
} as const;
