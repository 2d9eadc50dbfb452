import { brand } from '@shop/contract/brand';

/** Every text of /about. */
export const aboutText = {
  pageTitle: '브랜드 소개',
  eyebrow: 'ABOUT',
  title: brand.tagline,
  lead: `${brand.name}(${brand.koreanName})는 서울 성수동의 작은 작업실에서 옷을 만듭니다. 계절이 바뀌어도 먼저 손이 가는 옷, 입는 사람의 하루에 알맞은 온도를 더하는 옷을 생각합니다.`,
  heroAlt: '창으로 든 빛이 올리브빛 천의 주름 위에 부드럽게 내려앉은 모습',
  heroCaption: '작업실 창가, 오후 세 시의 빛',
  storyEyebrow: 'OUR STORY',
  storyTitle: '온도를 고르는 일',
  story: [
    '온도 스튜디오는 디자이너 한 명과 패턴사 한 명이 성수동 작업실에서 시작했습니다. 좋은 옷의 기준을 오래 고민하다 닿은 답은 의외로 단순했습니다. 입었을 때 몸도 마음도 편안한 온도를 지켜 주는 옷입니다.',
    '그래서 우리는 소재에서 출발합니다. 린넨과 코튼, 램스울과 알파카처럼 숨 쉬는 소재를 고르고, 원단을 직접 만져 보고 여러 번 세탁해 본 뒤에야 옷으로 만듭니다. 계절마다 많은 것을 내놓기보다 꼭 필요한 몇 벌을 천천히 완성합니다.',
    '실루엣은 조용하지만 분명하게 다듬습니다. 어깨가 자연스럽게 떨어지는 선, 움직일 때 생기는 여유, 오래 입어도 흐트러지지 않는 마감처럼 유행보다 일상의 동작을 먼저 살핍니다.',
    '많은 옷을 서울의 작은 공장들과 함께 만듭니다. 만드는 사람의 온도까지 옷에 담기길 바라며, 한 벌을 오래 입을 수 있도록 관리하는 방법도 함께 전합니다.',
  ],
  storyImage: { item: 3, view: 'detail', alt: '램스울 크루넥 니트의 골지 짜임 디테일' },
  quote: '좋은 옷은 계절이 바뀌어도\n같은 온도로 곁에 머뭅니다.',
  quoteBy: `${brand.representative}, ${brand.koreanName} 대표`,
  valuesEyebrow: 'WHAT WE KEEP',
  valuesTitle: '우리가 지키는 세 가지',
  values: [
    {
      index: '01',
      title: '소재',
      text: '피부에 닿는 감촉과 계절의 공기를 먼저 생각합니다. 천연 소재를 중심으로, 직접 입고 세탁해 본 원단만 씁니다.',
    },
    {
      index: '02',
      title: '실루엣',
      text: '몸을 조이지 않는 여유와 흐트러지지 않는 선 사이의 균형을 찾습니다. 체형과 나이를 가리지 않는 핏을 고민합니다.',
    },
    {
      index: '03',
      title: '오래 입기',
      text: '한 계절만 입고 끝나는 옷을 만들지 않습니다. 튼튼한 봉제와 기본에 충실한 디자인으로 여러 해를 함께합니다.',
    },
  ],
  valuesImages: [
    { item: 1, view: 'detail', alt: '린넨 오버핏 셔츠의 단추와 칼라 디테일' },
    { item: 6, view: 'front', alt: '울 캐시미어 싱글 코트 앞면' },
  ],
  closingTitle: '이번 계절의 온도를 만나 보세요',
  toCollection: '26 F/W 컬렉션 보기',
  toProducts: '전체 상품 보기',
} as const;
