/** What the catalog answers about a product, apart from its schemas. */
export const itemMessages = {
  notFound: '상품을 찾을 수 없습니다.',
  hidden: '판매가 중단된 상품입니다.',
} as const;
