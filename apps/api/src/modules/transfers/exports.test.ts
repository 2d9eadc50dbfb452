import { orderExportColumns } from '@shop/contract/admin-exports';
import { transferDetailSchema, transferSchema } from '@shop/contract/admin-transfers';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { admin, adminTestApp, auditOf, paidOrder } from '../../../test/admin';
import { createTestApp } from '../../../test/app';
import { call, signIn } from '../../../test/http';
import { createMember } from '../../db/factories';
import { transferRuns } from '../../db/schema/index';
import { transferMessages } from './messages';

const t = adminTestApp();
const db = () => t.database.db;
const runJob = () => t.app.services.transfers.runQueued();

const today = () =>
  new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');

async function requestExport(body: object) {
  const answer = await t.asAdmin('POST', '/v1/admin/transfers/exports', body);
  expect(answer.status, answer.text).toBe(202);
  return transferSchema.parse(answer.body);
}

/** The finished export's download, as raw bytes. */
async function download(id: number) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/v1/admin/transfers/${id}/file`,
    headers: { authorization: `Bearer ${t.token}` },
  });
  return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload };
}

async function finished(id: number) {
  const answer = await t.asAdmin('GET', `/v1/admin/transfers/${id}`);
  return transferDetailSchema.parse(answer.body);
}

const csvLines = (bytes: Buffer) => bytes.toString('utf8').slice(1).split('\r\n');

describe('an export', () => {
  it('writes the orders as CSV in the job: BOM, formulas neutralized, a dated name', async () => {
    const member = await createMember(db(), { nickname: '=HYPERLINK("x")' });
    const buyer = { token: (await signIn(t.app, member.userId)).token.access_token };
    const order = await paidOrder(t.app, db(), { M: 1 }, { buyer });

    const queued = await requestExport({
      kind: 'orders_export',
      filter: { q: order.merchantId },
    });
    expect(queued).toMatchObject({ kind: 'orders_export', status: 'queued', format: 'csv' });
    expect(await auditOf(db(), 'transfer', queued.id)).toEqual([
      expect.objectContaining({
        action: 'transfer.export',
        detail: { kind: 'orders_export', format: 'csv' },
      }),
    ]);
    const early = await download(queued.id);
    expect(early.status).toBe(404);
    expect(JSON.parse(early.bytes.toString()).detail).toBe(transferMessages.fileNotReady);

    expect(await runJob()).toMatchObject({ done: 1 });
    const run = await finished(queued.id);
    expect(run).toMatchObject({
      status: 'done',
      total: 1,
      processed: 1,
      file_name: `주문-${today()}.csv`,
    });

    const file = await download(queued.id);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['cache-control']).toBe('no-store');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="orders-${today()}.csv"; filename*=UTF-8''${encodeURIComponent(`주문-${today()}.csv`)}`,
    );
    expect(file.bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csvLines(file.bytes);
    expect(lines[0]).toBe(orderExportColumns.join(','));
    expect(lines[1]).toContain(`${order.merchantId},`);
    expect(lines[1]).toContain(`,주문 완료,${member.userId},"'=HYPERLINK(""x"")",`);
    expect(lines[1]).toContain(',30000,0,3000,0,33000,0,,');
    expect(lines).toHaveLength(3);
    // The filter was what the run worked on; it goes when the file is written.
    const [stored] = await db().select().from(transferRuns).where(eq(transferRuns.id, queued.id));
    expect(stored?.input).toEqual([]);
  });

  it('writes the same orders as XLSX, with typed cells', async () => {
    const order = await paidOrder(t.app, db(), { L: 2 });
    const queued = await requestExport({
      kind: 'orders_export',
      format: 'xlsx',
      filter: { q: order.merchantId },
    });
    await runJob();
    const file = await download(queued.id);
    expect(file.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(file.headers['content-disposition']).toContain(`filename="orders-${today()}.xlsx"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.bytes as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...orderExportColumns]);
    expect(sheet.actualRowCount).toBe(2);
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe(order.merchantId);
    expect(row.getCell(4).value).toBe('주문 완료');
    expect(row.getCell(13).value).toBe(60_000);
    expect(row.getCell(17).value).toBe(order.total);
  });

  it('writes the members with the member list filters', async () => {
    const member = await createMember(db(), { name: '+김온도' });
    const queued = await requestExport({ kind: 'members_export', filter: { q: member.userId } });
    await runJob();
    const file = await download(queued.id);
    expect(file.headers['content-disposition']).toContain(`filename="members-${today()}.csv"`);
    const lines = csvLines(file.bytes);
    expect(lines[0]).toBe(
      '회원번호,아이디,이름,닉네임,이메일,휴대폰,권한,가입일시,주문 수,결제 합계',
    );
    expect(lines[1]).toMatch(new RegExp(`^${member.id},${member.userId},'\\+김온도,`));
    expect(lines[1]).toContain(',일반 회원,');
    expect((await finished(queued.id)).file_name).toBe(`회원-${today()}.csv`);
  });

  it('refuses bad filters before anything is queued', async () => {
    const bad = await t.asAdmin('POST', '/v1/admin/transfers/exports', {
      kind: 'orders_export',
      filter: { status: 'NOPE' },
    });
    expect(bad.status).toBe(422);
    const backwards = await t.asAdmin('POST', '/v1/admin/transfers/exports', {
      kind: 'orders_export',
      filter: { from: '2026-02-01', to: '2026-01-01' },
    });
    expect(backwards.status).toBe(400);
    expect((await t.asAdmin('POST', '/v1/admin/transfers/exports', { kind: 'nope' })).status).toBe(
      422,
    );
  });

  it('keeps the file seven days, then empties it and keeps the run', async () => {
    const queued = await requestExport({ kind: 'members_export' });
    await runJob();
    expect((await download(queued.id)).status).toBe(200);
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 3600_000);
    await db()
      .update(transferRuns)
      .set({ finishedAt: eightDaysAgo })
      .where(eq(transferRuns.id, queued.id));
    expect((await runJob()).filesDropped).toBeGreaterThanOrEqual(1);
    const gone = await download(queued.id);
    expect(gone.status).toBe(404);
    expect(JSON.parse(gone.bytes.toString()).detail).toBe(transferMessages.fileExpired);
    expect(await finished(queued.id)).toMatchObject({ status: 'done', file_name: null });
  });

  it('is listed with the exports only', async () => {
    const answer = await t.asAdmin('GET', '/v1/admin/transfers?direction=export');
    expect(answer.status).toBe(200);
    const kinds = new Set(answer.body.transfers.map((r: { kind: string }) => r.kind));
    expect([...kinds].sort()).toEqual(['members_export', 'orders_export']);
    expect((await t.asAdmin('GET', '/v1/admin/transfers/999999')).status).toBe(404);
    expect((await download(999999)).status).toBe(404);
  });
});

describe('the job runner', () => {
  it('writes a requested export right away, before its next scheduled turn', async () => {
    // Schedules looked at every 45 s and workers polling every 30 s: only the prompt run is quick.
    const app = await createTestApp({
      env: { JOBS_ENABLED: 'true' },
      jobs: { cronCheckSeconds: 45, pollSeconds: 30 },
    });
    try {
      const { token } = await admin(app.app, app.database.db);
      const requested = await call(app.app, 'POST', '/v1/admin/transfers/exports', {
        token,
        body: { kind: 'members_export', format: 'xlsx' },
      });
      expect(requested.status).toBe(202);
      const asked = Date.now();
      let status = '';
      while (status !== 'done' && Date.now() - asked < 10_000) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const answer = await call(app.app, 'GET', `/v1/admin/transfers/${requested.body.id}`, {
          token,
        });
        status = answer.body.status;
      }
      expect(status).toBe('done');
      expect(Date.now() - asked).toBeLessThan(8_000);
    } finally {
      await app.close();
    }
  });
});
