import { MEASURE_TEMPLATES, type MeasureTemplate } from '@shop/contract/measure-rules';

/** 없음, then each kind of 실측 table by its Korean name, for the template selects. */
export const measureTemplateChoices: { value: MeasureTemplate | ''; label: string }[] = [
  { value: '', label: '없음' },
  ...Object.entries(MEASURE_TEMPLATES).map(([value, { label }]) => ({
    value: value as MeasureTemplate,
    label,
  })),
];

/**
 * The back office's words for the category tree, the search synonyms, product filters and the
 * product's 실측 사이즈.
 */
export const catalogText = {
  cancel: '취소',
  categories: {
    lead: '쇼핑몰의 두 단계 카테고리입니다. 순서, 이름, 주소, 노출을 바꿀 수 있습니다.',
    treeLabel: '카테고리 트리',
    create: '카테고리 추가',
    createChild: (parent: string) => `${parent} 하위 카테고리 추가`,
    editTitle: (name: string) => `${name} 수정`,
    name: '이름',
    slug: '주소 (영문)',
    slugHint: '쇼핑몰 주소에 쓰입니다. 예: outer, top-knit',
    parent: '상위 카테고리',
    topLevel: '없음 (최상위)',
    hidden: '쇼핑몰에서 숨기기',
    measureTemplate: '실측 항목',
    measureTemplateHint:
      '이 카테고리 상품의 실측 표에 기본으로 쓰는 항목입니다. 하위 카테고리는 비워 두면 상위 카테고리를 따릅니다.',
    measureBadge: (label: string) => `실측 ${label}`,
    save: '저장',
    add: '추가',
    up: '위로',
    down: '아래로',
    edit: '수정',
    addChild: '하위 추가',
    hide: '숨기기',
    show: '노출하기',
    remove: '삭제',
    hiddenBadge: '숨김',
    products: (n: number) => `상품 ${n.toLocaleString('ko-KR')}`,
    none: '카테고리가 없습니다. 첫 카테고리를 추가해주세요.',
    created: (name: string) => `${name} 카테고리를 추가했습니다.`,
    saved: (name: string) => `${name} 카테고리를 저장했습니다.`,
    moved: (name: string) => `${name} 카테고리 순서를 바꿨습니다.`,
    removed: (name: string) => `${name} 카테고리를 삭제했습니다.`,
    removeTitle: (name: string) => `${name} 카테고리를 삭제할까요?`,
    removeBody: '상품이나 하위 카테고리가 있으면 삭제할 수 없습니다. 먼저 옮기거나 숨겨주세요.',
  },
  synonyms: {
    lead: '같은 상품을 찾게 할 검색어를 묶습니다. 예: 니트 ↔ knit, 스웨터',
    term: '검색어',
    words: '동의어',
    wordsHint: '쉼표(,)로 구분해 입력해주세요.',
    formTitle: '동의어 추가',
    editTitle: (term: string) => `${term} 동의어 수정`,
    none: '동의어가 없습니다.',
    saved: (term: string) => `${term} 동의어를 저장했습니다.`,
    removed: (term: string) => `${term} 동의어를 삭제했습니다.`,
    removeTitle: (term: string) => `${term} 동의어를 삭제할까요?`,
    removeBody: '이 검색어로 다른 표현의 상품을 더 이상 찾지 않습니다.',
  },
  productFilters: {
    category: '카테고리',
    everyCategory: '전체 카테고리',
    stock: '재고',
  },
  optionParts: {
    color: (name: string) => `색상 ${name}`,
    size: (name: string) => `사이즈 ${name}`,
    noSwatch: '(팔레트에 없는 색)',
  },
  measurements: {
    title: '실측 사이즈',
    template: '실측 항목',
    templateHint:
      '카테고리에 정한 항목이 먼저 골라집니다. 값은 cm, 0.5 단위로 입력하고 모르는 칸은 비워 두세요.',
    suggested: (label: string) => `카테고리 추천: ${label}`,
    tableLabel: '실측 사이즈 (cm)',
    size: '사이즈',
    cell: (size: string, field: string) => `${size} ${field}`,
    noSizes: '옵션을 저장하면 옵션의 사이즈가 여기에 줄로 나옵니다.',
    chooseTemplate: '실측 항목을 고르면 사이즈별로 입력할 수 있습니다.',
    dropped: (sizes: string[]) =>
      `옵션에 없는 사이즈(${sizes.join(', ')})의 실측은 저장하면 지워집니다.`,
    valuesRequired: '실측 값을 하나 이상 입력해주세요. 표를 없애려면 실측 내리기를 눌러주세요.',
    save: '실측 저장',
    saved: '실측 사이즈를 저장했습니다.',
    unpublish: '실측 내리기',
    unpublishTitle: '실측 사이즈를 내릴까요?',
    unpublishBody: '쇼핑몰 상품 페이지에서 실측 표가 사라지고, 저장한 값도 지워집니다.',
    unpublishConfirm: '내리기',
    unpublished: '실측 사이즈를 내렸습니다.',
  },
  productCode: {
    label: '상품코드',
    hint: '영문, 숫자, -, _ 로 40자 이하. 상품 일괄 등록 파일이 이 코드로 상품을 찾습니다.',
    column: '상품코드',
    none: '없음',
  },
  productCategories: {
    legend: '카테고리',
    hint: '상위 카테고리를 고르면 하위 카테고리 상품과 함께 보입니다.',
    hidden: '(숨김)',
    manage: '카테고리 관리',
  },
} as const;
