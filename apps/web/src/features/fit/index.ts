/**
 * What the product page uses of 실측 사이즈: the table with 내 옷과 비교 (its comparison is a
 * chunk of its own, loaded when opened). Nothing here loads a schema.
 */
export { SizeChart } from './size-chart';
