/** The product page's 실측 사이즈: what its first paint shows, apart from the comparison's text. */
export const chartText = {
  chartTitle: '실측 사이즈 (cm)',
  size: '사이즈',
  unknown: '정보 없음',
  chartNote: '단면은 옷을 펼쳐 잰 길이입니다. 재는 방법에 따라 1~3cm 차이가 있을 수 있습니다.',
  compare: '내 옷과 비교하기',
  signInReason: '로그인하면 가진 옷의 실측과 비교해 사이즈를 추천해드려요.',
} as const;
