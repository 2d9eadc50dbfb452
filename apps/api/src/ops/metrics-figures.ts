import type { DatabaseHandle } from '../db/client';
import type { ScrapedFigures } from '../lib/metrics';
import { soldOutFigures } from '../modules/catalog/ledger';
import { latestDifferenceCounts } from '../modules/payments/compare-service';

/** What `/metrics` reads from the database at each scrape, with the owning modules' queries. */
export async function readMetricsFigures(database: DatabaseHandle): Promise<ScrapedFigures> {
  const [differences, soldOut] = await Promise.all([
    latestDifferenceCounts(database.db),
    soldOutFigures(database.db),
  ]);
  return { reconciliationDifferences: differences, ...soldOut, pool: database.poolStats?.() };
}
