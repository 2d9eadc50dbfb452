import { FEED_PATHS, type FeedOverview, type FeedTrigger } from '@shop/contract/admin-feeds';
import type { Database } from '../../../db/client';
import type { ItemService } from '../../catalog/service';
import { googleFeed } from './google-merchant';
import { epFingerprints, naverEp, naverSummary } from './naver-ep';
import { feedProducts } from './products';
import * as repo from './repo';

/** Builds kept with their files; older ones go, but for the summary EP's baseline. */
const KEPT_BUILDS = 30;

export type FeedFile = 'naverEp' | 'naverSummary' | 'googleXml';

export interface FeedDeps {
  db: Database;
  items: Pick<ItemService, 'listFeedItems' | 'feedVersion'>;
  publicUrl: string;
}

function toBuild(b: repo.FeedBuildSummary) {
  return {
    build_id: b.id,
    built_at: b.builtAt.toISOString(),
    trigger: b.trigger,
    products: b.products,
    naver_rows: b.naverRows,
    google_items: b.googleItems,
    summary_rows: b.summaryRows,
  };
}

/**
 * The product feeds for Naver Shopping (EP 3.0, full and summary) and Google Merchant Center:
 * built from the catalog by the job runner (daily, and when the catalog has changed), kept with
 * each build in the database so that every instance serves the same files.
 */
export function createFeedService({ db, items, publicUrl }: FeedDeps) {
  let served: Awaited<ReturnType<typeof repo.findFiles>>;
  let building: Promise<number> | undefined;

  async function buildNow(trigger: FeedTrigger, now: Date): Promise<number> {
    const [version, catalog] = await Promise.all([items.feedVersion(), items.listFeedItems()]);
    const { products, leftOut } = feedProducts(catalog, publicUrl, now);
    const baseline = await repo.findBaseline(db);
    const summary = naverSummary(products, baseline?.fingerprints ?? {}, now);
    const google = googleFeed(products, publicUrl);
    const naver = naverEp(products);
    return db.transaction(async (tx) => {
      const id = await repo.insertBuild(tx, {
        builtAt: now,
        trigger,
        catalogVersion: version,
        products: catalog.length,
        naverRows: naver.rows,
        googleItems: google.items,
        summaryRows: summary.rows,
        leftOut,
        fingerprints: epFingerprints(products),
        naverEp: naver.tsv,
        naverSummary: summary.tsv,
        googleXml: google.xml,
      });
      const kept = (await repo.listBuilds(tx, KEPT_BUILDS)).map((b) => b.id);
      const baselineId = trigger === 'daily' ? id : baseline?.id;
      await repo.deleteBuildsExcept(tx, baselineId ? [...kept, baselineId] : kept);
      return id;
    });
  }

  /** One build at a time in this instance; a second caller waits for the one under way. */
  function build(trigger: FeedTrigger, now = new Date()): Promise<number> {
    building ??= buildNow(trigger, now).finally(() => {
      building = undefined;
    });
    return building;
  }

  return {
    build,

    /** Builds when the catalog moved since the latest build (or there is none); else nothing. */
    async refresh(now = new Date()): Promise<{ built: boolean; buildId: number | null }> {
      const [latest, version] = await Promise.all([repo.latestBuildRef(db), items.feedVersion()]);
      if (latest && latest.catalogVersion === version) return { built: false, buildId: latest.id };
      return { built: true, buildId: await build(latest ? 'catalog' : 'first', now) };
    },

    /** The latest build's file, built first when there has never been one. */
    async file(name: FeedFile): Promise<{ body: string; builtAt: Date }> {
      const latest = await repo.latestBuildRef(db);
      const id = latest?.id ?? (await build('first'));
      if (served?.id !== id) served = await repo.findFiles(db, id);
      if (!served) throw new Error(`feed build ${id} is gone`);
      return { body: served[name], builtAt: served.builtAt };
    },

    async overview(): Promise<FeedOverview> {
      const [latest, ...older] = await repo.listBuilds(db, 11);
      return {
        urls: {
          naver_ep: `${publicUrl}${FEED_PATHS.naverEp}`,
          naver_summary: `${publicUrl}${FEED_PATHS.naverSummary}`,
          google: `${publicUrl}${FEED_PATHS.google}`,
          sitemap: `${publicUrl}${FEED_PATHS.sitemap}`,
        },
        latest: latest ? { ...toBuild(latest), left_out: latest.leftOut } : null,
        history: older.map(toBuild),
      };
    },
  };
}
export type FeedService = ReturnType<typeof createFeedService>;
