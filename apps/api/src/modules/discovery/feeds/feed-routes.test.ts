import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { admin } from '../../../../test/admin';
import { useTestApp } from '../../../../test/hooks';
import { call } from '../../../../test/http';
import { createItem } from '../../../db/factories';

const t = useTestApp();

const raster = (name: string) => [
  `/uploads/items/${name}-front.jpg`,
  `/uploads/items/${name}-back.jpg`,
];
const ids = (tsv: string) =>
  tsv
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t')[0]);

describe('the product feeds', () => {
  it('are served as files, rebuilt when the catalog changes, and logged for the back office', async () => {
    const db = t.database.db;
    const coat = await createItem(db, { imageUrls: raster('coat'), options: { M: 3 } });
    const knit = await createItem(db, { imageUrls: raster('knit'), options: { S: 1 } });
    const vector = await createItem(db, { options: { FREE: 5 } });

    const ep = await t.app.inject({ method: 'GET', url: '/feeds/naver-ep.tsv' });
    expect(ep.statusCode).toBe(200);
    expect(ep.headers['content-type']).toBe('text/tab-separated-values; charset=utf-8');
    expect(ep.headers['last-modified']).toBeDefined();
    expect(ids(ep.body)).toEqual([String(coat.id), String(knit.id)]);
    const google = await t.app.inject({ method: 'GET', url: '/feeds/google.xml' });
    expect(google.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(XMLValidator.validate(google.body)).toBe(true);
    expect(google.body).toContain(`<g:item_group_id>${coat.id}</g:item_group_id>`);

    // Nothing changed: the job leaves the build alone.
    expect((await t.app.services.feeds.refresh()).built).toBe(false);

    const { token } = await admin(t.app, db);
    const hide = await call(t.app, 'PUT', `/v1/admin/items/${knit.id}/visibility`, {
      token,
      body: { is_hidden: true },
    });
    expect(hide.status).toBe(200);
    expect((await t.app.services.feeds.refresh()).built).toBe(true);

    const after = await t.app.inject({ method: 'GET', url: '/feeds/naver-ep.tsv' });
    expect(ids(after.body)).toEqual([String(coat.id)]);
    const summary = await t.app.inject({ method: 'GET', url: '/feeds/naver-ep-summary.tsv' });
    const knitRow = summary.body.split('\n').find((l) => l.startsWith(`${knit.id}\t`));
    expect(knitRow?.split('\t').at(-2)).toBe('D');
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).not.toContain(`/product/${knit.id}<`);
    expect(sitemap.body).toContain(`/product/${coat.id}<`);

    const overview = await call(t.app, 'GET', '/v1/admin/feeds', { token });
    expect(overview.status).toBe(200);
    expect(overview.body.urls.naver_ep).toMatch(/\/feeds\/naver-ep\.tsv$/);
    expect(overview.body.latest).toMatchObject({ trigger: 'catalog', naver_rows: 1 });
    expect(overview.body.latest.left_out).toEqual(
      expect.arrayContaining([
        { item_id: knit.id, item_name: knit.name, reason: 'hidden' },
        { item_id: vector.id, item_name: vector.name, reason: 'image_format' },
      ]),
    );
    expect(overview.body.history[0]).toMatchObject({ trigger: 'first', naver_rows: 2 });
  });

  it('an admin can build them now; members and guests cannot see the log', async () => {
    const { token } = await admin(t.app, t.database.db);
    const built = await call(t.app, 'POST', '/v1/admin/feeds/build', { token });
    expect(built.status).toBe(200);
    expect(built.body.latest.trigger).toBe('admin');
    expect((await call(t.app, 'GET', '/v1/admin/feeds')).status).toBe(401);
  });
});
