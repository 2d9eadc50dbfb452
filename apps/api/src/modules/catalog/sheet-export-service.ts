import { type CatalogSheetColumn, catalogSheetColumns } from '@shop/contract/admin-transfers';
import type { Database } from '../../db/client';
import type { CategoryService } from './categories-service';
import * as repo from './repo';
import { categoryPath } from './sheet-cells';

/** One line of the product sheet: a product's option, with the product's columns repeated. */
export type CatalogSheetRow = Record<CatalogSheetColumn, string | number>;

/**
 * The whole catalog as our product sheet (`catalogSheetColumns`): importing the file back
 * changes nothing. A product without a 상품코드 is written with an empty one (the import then
 * asks for a code on that line).
 */
export function createCatalogSheetExport({
  db,
  categories,
  publicUrl,
}: {
  db: Database;
  categories: Pick<CategoryService, 'current'>;
  /** Stored images are named under the shop's address, so that the file can be read anywhere. */
  publicUrl: string;
}) {
  const absolute = (url: string) => (url.startsWith('/') ? `${publicUrl}${url}` : url);
  async function catalogSheetRows(): Promise<CatalogSheetRow[]> {
    const [index, products] = await Promise.all([
      categories.current(),
      repo.listItemsWithOptions(db),
    ]);
    return products.flatMap((product) => {
      const shared = {
        상품코드: product.code ?? '',
        상품명: product.name,
        판매가: product.price,
        카테고리: product.categoryIds.map((id) => categoryPath(index, id)).join(', '),
        진열: product.hidden ? 'N' : 'Y',
        태그: product.tags.join(', '),
        '이미지 URL': product.imageUrls.map(absolute).join('|'),
        설명: product.description,
      };
      return product.options.map((option) => ({
        ...shared,
        색상: option.color ?? '',
        색상코드: option.colorHex ?? '',
        사이즈: option.size ?? '',
        재고: option.stock,
      }));
    });
  }
  return {
    catalogSheetRows,
    /** The same rows as a file's header and cells, in the columns' order. */
    async catalogSheet() {
      const rows = await catalogSheetRows();
      return {
        columns: catalogSheetColumns,
        rows: rows.map((row) => catalogSheetColumns.map((column) => row[column])),
      };
    },
  };
}
export type CatalogSheetExport = ReturnType<typeof createCatalogSheetExport>;
