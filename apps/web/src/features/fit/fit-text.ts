import {
  MEASURE_RULES,
  type MeasureField,
  type MeasureTemplate,
  measureMessages,
} from '@shop/contract/measure-rules';

/** 내 옷과 비교: every text the comparison shows, in Korean (its own chunk, with it). */
export const fitText = {
  dialogTitle: '내 옷과 비교',
  dialogLead: (kind: string) => `가진 ${kind} 중 잘 맞는 옷의 실측과 이 상품을 비교합니다.`,
  loading: '내 옷을 불러오는 중입니다.',
  loadError: '내 옷을 불러오지 못했습니다.',
  retry: '다시 시도',

  pickLegend: '비교할 내 옷',
  addGarment: '옷 추가',
  fromOrder: '구매한 옷에서 고르기',
  fromOrderHint: '한 번 누르면 구매한 사이즈의 실측이 내 옷에 저장됩니다.',
  manual: '직접 입력',
  manualHint: '옷을 평평하게 펼쳐 놓고 재주세요. 아는 항목만 적어도 됩니다.',
  garmentName: '옷 이름',
  garmentNamePlaceholder: '예: 자주 입는 셔츠',
  fieldLabel: (label: string) => `${label} (cm)`,
  saveAndCompare: '저장하고 비교하기',
  cancelAdd: '취소',
  saved: (name: string) => `${name}을(를) 내 옷에 저장했습니다.`,
  nameRequired: measureMessages.garmentNameRequired,
  valuesRequired: measureMessages.garmentValuesRequired,
  valueInvalid: measureMessages.valueInvalid,
  nameMax: MEASURE_RULES.garmentNameMax,

  resultTitle: '사이즈별 차이',
  resultHint: '+는 이 상품이 내 옷보다 큰 만큼, −는 작은 만큼입니다.',
  nothingShared: '비교할 수 있는 항목이 없습니다.',
  noAdvice: '내 옷과 이 상품에 같이 잰 항목이 없어 추천할 수 없습니다.',
  recommended: '추천',
  advice: (size: string) => `추천 사이즈: ${size}`,
  chooseSize: '이 사이즈 선택',
  chooseInOptions: (size: string) => `옵션에서 ${size} 사이즈를 선택해주세요.`,
  soldOut: (size: string) => `${size} 사이즈는 지금 품절입니다.`,

  manage: (n: number) => `내 옷 관리 (${n})`,
  fromPurchase: (size: string) => `구매 사이즈 ${size}`,
  remove: '삭제',
  removeOf: (name: string) => `${name} 삭제`,
  removeAsk: '삭제할까요?',
  removeSure: (name: string) => `${name} 삭제 확인`,
  keep: '취소',
  removed: (name: string) => `${name}을(를) 삭제했습니다.`,
} as const;

/** How to measure each field, one short line under its input. */
const measureHints: Record<MeasureField, string> = {
  length: '허리 위부터 밑단까지',
  shoulder: '한쪽 어깨 끝에서 다른 쪽 끝까지',
  chest: '양쪽 겨드랑이 바로 아래를 곧게',
  sleeve: '어깨 끝에서 소매 끝까지',
  waist: '허리 양 끝을 곧게',
  hip: '엉덩이의 가장 넓은 곳을 곧게',
  thigh: '가랑이 바로 아래 한쪽 다리 폭',
  rise: '허리 위에서 가랑이 이음새까지',
  hem: '밑단 양 끝을 곧게',
};

/** The hint under a field's input; a top's length starts at the back of the neck. */
export const measureHint = (template: MeasureTemplate, field: MeasureField) =>
  template === 'top' && field === 'length' ? '뒷목 아래부터 밑단까지' : measureHints[field];
