import { bannerListSchema } from '@shop/contract/banners';
import { describe, expect, it } from 'vitest';
import { adminTestApp, auditCount, auditOf, refuseAudit } from '../../../test/admin';
import { call } from '../../../test/http';

const t = adminTestApp();

const banner = {
  title: '가을 컬렉션',
  image_url: '/media/intro-poster.jpg',
  link_url: '/collection',
  is_active: true,
};
const shown = async () =>
  bannerListSchema
    .parse((await call(t.app, 'GET', '/v1/banners')).body)
    .banners.map((b) => b.title);

describe('home banners', () => {
  it('are written, switched off and deleted in the back office; the shop shows the ones on', async () => {
    const first = await t.asAdmin('POST', '/v1/admin/banners', banner);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ ...banner, banner_id: expect.any(Number) });
    const second = await t.asAdmin('POST', '/v1/admin/banners', { ...banner, title: '겨울 니트' });
    expect(await shown()).toEqual(['겨울 니트', '가을 컬렉션']);

    const off = await t.asAdmin('PUT', `/v1/admin/banners/${second.body.banner_id}`, {
      ...banner,
      title: '겨울 니트',
      is_active: false,
    });
    expect(off.body.is_active).toBe(false);
    expect(await shown()).toEqual(['가을 컬렉션']);
    const all = await t.asAdmin('GET', '/v1/admin/banners');
    expect(all.body.banners).toHaveLength(2);

    expect((await t.asAdmin('DELETE', `/v1/admin/banners/${first.body.banner_id}`)).status).toBe(
      204,
    );
    expect(await shown()).toEqual([]);
    expect((await t.asAdmin('GET', `/v1/admin/banners/${first.body.banner_id}`)).status).toBe(404);
    expect(
      (await auditOf(t.database.db, 'banner', second.body.banner_id)).map((a) => a.action),
    ).toEqual(['banner.create', 'banner.update']);
  });

  it('refuses addresses that could leave the shop unsafely, field by field', async () => {
    const res = await t.asAdmin('POST', '/v1/admin/banners', {
      ...banner,
      image_url: '//evil.example/a.png',
      link_url: 'javascript:alert(1)',
    });
    expect(res.status).toBe(422);
    const fields = res.body.detail.map((d: { loc: string[] }) => d.loc[1]);
    expect(fields).toEqual(expect.arrayContaining(['image_url', 'link_url']));
  });

  it('leaves nothing behind when the audit row cannot be written', async () => {
    const before = await auditCount(t.database.db);
    const allow = await refuseAudit(t.database.db, 'banner.create');
    try {
      const res = await t.asAdmin('POST', '/v1/admin/banners', { ...banner, title: '남지 않음' });
      expect(res.status).toBe(500);
    } finally {
      await allow();
    }
    expect(await shown()).not.toContain('남지 않음');
    expect(await auditCount(t.database.db)).toBe(before);
  });
});
