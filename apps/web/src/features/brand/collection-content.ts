import type { DemoView } from './demo-image';

export interface Look {
  /** Image number of the demo catalog (/uploads/demo/item-N-…). */
  item: number;
  view: DemoView;
  alt: string;
  /** LOOK 01… */
  label: string;
  note: string;
}

export interface Chapter {
  id: string;
  index: string;
  title: string;
  text: string;
  /** The first look is shown large. */
  looks: readonly Look[];
}

/** Every text of /collection: one product story, 26 F/W "겨울의 온도". */
export const collectionText = {
  pageTitle: '26 F/W 컬렉션',
  eyebrow: '26 F/W COLLECTION',
  title: '겨울의 온도',
  lead: '차가운 공기 속에서도 몸 가까이 머무는 온기. 이번 계절은 울과 캐시미어, 램스울과 알파카로 겨울 한가운데의 온도를 옷으로 옮겼습니다.',
  intro: [
    '26 F/W 컬렉션은 성수동 작업실 창가에서 시작했습니다. 해가 짧아지는 계절, 오후 세 시의 낮은 빛이 천의 주름 위에 내려앉는 모습을 오래 바라보며 색을 골랐습니다. 오트밀, 차콜, 올리브처럼 빛을 머금는 차분한 색입니다.',
    '겹쳐 입을수록 편안해지도록 모든 옷의 품과 어깨선을 함께 맞췄습니다. 코트 아래의 니트, 니트 아래의 셔츠가 서로를 방해하지 않고 하나의 실루엣을 이룹니다.',
  ],
  facts: [
    { term: '시즌', detail: '2026 가을·겨울' },
    { term: '공개', detail: '2026년 10월' },
    { term: '주요 소재', detail: '울 캐시미어, 램스울, 알파카, 코듀로이' },
    { term: '색', detail: '오트밀, 차콜, 올리브, 브라운' },
  ],
  shopLink: '상품 보기',
  chapters: [
    {
      id: 'outer',
      index: '01',
      title: '가장 바깥의 온도',
      text: '바람을 막아 주되 무겁지 않게. 울 캐시미어 코트와 워크 자켓은 어깨에서 자연스럽게 떨어지는 선으로 안쪽의 옷을 여유 있게 감쌉니다.',
      looks: [
        {
          item: 6,
          view: 'front',
          alt: '울 캐시미어 싱글 코트 앞면',
          label: 'LOOK 01',
          note: '울 캐시미어 싱글 코트 · 차콜',
        },
        {
          item: 6,
          view: 'detail',
          alt: '울 캐시미어 싱글 코트의 라펠과 단추 디테일',
          label: 'DETAIL',
          note: '라펠 아래 숨긴 혼 버튼',
        },
        {
          item: 15,
          view: 'front',
          alt: '코듀로이 워크 자켓 앞면',
          label: 'LOOK 02',
          note: '코듀로이 워크 자켓 · 브라운',
        },
      ],
    },
    {
      id: 'knit',
      index: '02',
      title: '손끝의 온도',
      text: '보풀이 적은 램스울과 살짝 기모감이 있는 알파카 블렌드. 셔츠 위에 겹쳐 입어도 답답하지 않도록 게이지와 두께를 조율했습니다.',
      looks: [
        {
          item: 3,
          view: 'front',
          alt: '램스울 크루넥 니트 앞면',
          label: 'LOOK 03',
          note: '램스울 크루넥 니트 · 오트밀',
        },
        {
          item: 4,
          view: 'front',
          alt: '알파카 블렌드 브이넥 가디건 앞면',
          label: 'LOOK 04',
          note: '알파카 블렌드 브이넥 가디건 · 브라운',
        },
        {
          item: 3,
          view: 'detail',
          alt: '램스울 크루넥 니트의 골지 밑단 디테일',
          label: 'DETAIL',
          note: '2×2 골지로 마감한 밑단',
        },
      ],
    },
    {
      id: 'layer',
      index: '03',
      title: '걸음의 온도',
      text: '하루를 오래 걷는 사람을 위한 하의와 가방. 울 슬랙스와 플리츠 스커트는 걸을 때마다 부드럽게 흔들리고, 쇼퍼백은 겨울의 짐을 가볍게 나눕니다.',
      looks: [
        {
          item: 9,
          view: 'front',
          alt: '세미와이드 울 슬랙스 앞면',
          label: 'LOOK 05',
          note: '세미와이드 울 슬랙스 · 네이비',
        },
        {
          item: 10,
          view: 'back',
          alt: '플리츠 미디 스커트 뒷면',
          label: 'LOOK 06',
          note: '플리츠 미디 스커트 · 차콜',
        },
        {
          item: 13,
          view: 'front',
          alt: '나일론 쇼퍼백 앞면',
          label: 'LOOK 07',
          note: '나일론 쇼퍼백 · 차콜',
        },
      ],
    },
  ] satisfies readonly Chapter[],
  closingTitle: '겨울의 온도, 26 F/W 컬렉션',
  closingText: '모든 상품은 소량 생산합니다. 사이즈와 소재는 상품 상세에서 확인해 주세요.',
  closingLink: '컬렉션 상품 보러 가기',
} as const;
