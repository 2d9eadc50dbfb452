import { readFile } from 'node:fs/promises';
import {
  catalogSheetColumns,
  type TransferDetail,
  transferDetailSchema,
  transferSchema,
} from '@shop/contract/admin-transfers';
import iconv from 'iconv-lite';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminTestApp } from '../../../test/admin';
import { fixtureImage } from '../../../test/catalog-sheet';
import { encodeForm } from '../../../test/multipart';
import { categories } from '../../db/schema/index';
import type { FetchImage } from '../../integrations/images/remote-image';

/** The image host of the sheets' addresses: every address answers one small photo. */
let photo: Buffer;
const fetched: string[] = [];
const fetchImage: FetchImage = async (url) => {
  fetched.push(url);
  return { bytes: photo, contentType: 'image/png' };
};

const t = adminTestApp({ fetchImage });
const runJob = () => t.app.services.transfers.runQueued();

beforeAll(async () => {
  photo = await fixtureImage();
  const [outer] = await t.database.db
    .insert(categories)
    .values({ name: '아우터', slug: 'transfer-outer' })
    .returning({ id: categories.id });
  const [top] = await t.database.db
    .insert(categories)
    .values({ name: '상의', slug: 'transfer-top' })
    .returning({ id: categories.id });
  await t.database.db.insert(categories).values([
    { name: '코트', slug: 'transfer-coat', parentId: outer!.id },
    { name: '니트', slug: 'transfer-knit', parentId: top!.id },
  ]);
});

async function upload(kind: string, name: string, data: Uint8Array): Promise<TransferDetail> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', new Blob([data]), name);
  const { payload, headers } = await encodeForm(form);
  const response = await t.app.inject({
    method: 'POST',
    url: '/v1/admin/transfers/imports',
    payload,
    headers: { ...headers, authorization: `Bearer ${t.token}` },
  });
  expect(response.statusCode, response.body).toBe(201);
  return transferDetailSchema.parse(response.json());
}

/** Uploads, starts and runs an import; answers the finished run. */
async function imported(kind: string, name: string, data: Uint8Array) {
  const checked = await upload(kind, name, data);
  const started = await t.asAdmin('POST', `/v1/admin/transfers/${checked.id}/start`);
  expect(started.status).toBe(202);
  await runJob();
  const answer = await t.asAdmin('GET', `/v1/admin/transfers/${checked.id}`);
  return { checked, run: transferDetailSchema.parse(answer.body) };
}

async function exported(format: 'csv' | 'xlsx') {
  const answer = await t.asAdmin('POST', '/v1/admin/transfers/exports', {
    kind: 'catalog_export',
    format,
  });
  expect(answer.status).toBe(202);
  const { id } = transferSchema.parse(answer.body);
  await runJob();
  const file = await t.app.inject({
    method: 'GET',
    url: `/v1/admin/transfers/${id}/file`,
    headers: { authorization: `Bearer ${t.token}` },
  });
  expect(file.statusCode).toBe(200);
  return file.rawPayload;
}

describe('the catalog through the transfers', () => {
  let created = 0;

  it('imports a Cafe24 product file saved as EUC-KR, and a second run changes nothing', async () => {
    const text = await readFile(
      new URL('../../../test/fixtures/cafe24/products.csv', import.meta.url),
      'utf8',
    );
    const bytes = new Uint8Array(iconv.encode(text.replace(/^\uFEFF/, ''), 'cp949'));
    const first = await imported('cafe24_products', 'products.csv', bytes);
    expect(first.checked.status).toBe('checked');
    created = first.checked.counts.create;
    expect(created).toBeGreaterThan(0);
    expect(first.run).toMatchObject({ status: 'done', processed: first.checked.total });
    expect(first.run.counts).toEqual(first.checked.counts);
    expect(first.run.rows.find((row) => row.action === 'create')?.label).toMatch(/[가-힣]/);

    const requested = fetched.length;
    const second = await imported('cafe24_products', 'products.csv', bytes);
    expect(second.checked.counts).toMatchObject({ create: 0, update: 0, unchanged: created });
    expect(second.run.counts).toEqual(second.checked.counts);
    expect(fetched.length).toBe(requested);
  });

  it('exports the catalog as our sheet, and the file imported back changes nothing', async () => {
    const xlsx = await exported('xlsx');
    const fromXlsx = await upload('catalog_import', 'catalog.xlsx', xlsx);
    expect(fromXlsx.format).toBe('xlsx');
    expect(fromXlsx.counts).toEqual({ create: 0, update: 0, unchanged: created, error: 0 });

    const csv = await exported('csv');
    expect(csv.toString('utf8').slice(1).split('\r\n')[0]).toBe(catalogSheetColumns.join(','));
    const fromCsv = await imported('catalog_import', 'catalog.csv', csv);
    expect(fromCsv.run.counts).toEqual({ create: 0, update: 0, unchanged: created, error: 0 });
  });
});
