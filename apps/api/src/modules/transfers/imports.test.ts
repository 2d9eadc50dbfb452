import { readFile } from 'node:fs/promises';
import {
  type TransferDetail,
  transferDetailSchema,
  transferSchema,
} from '@shop/contract/admin-transfers';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminTestApp, auditOf } from '../../../test/admin';
import { call } from '../../../test/http';
import { encodeForm } from '../../../test/multipart';
import { createMember } from '../../db/factories';
import { members, transferRuns } from '../../db/schema/index';
import { createCafe24MemberImport } from '../accounts/member-import-service';
import { transferMessages } from './messages';
import { createTransferService } from './service';

const t = adminTestApp();
const db = () => t.database.db;
const runJob = () => t.app.services.transfers.runQueued();

const membersCsv = () =>
  readFile(new URL('../../../test/fixtures/cafe24/members.csv', import.meta.url));

async function upload(kind: string | undefined, file?: { name: string; data: Uint8Array }) {
  const form = new FormData();
  if (kind !== undefined) form.append('kind', kind);
  if (file) form.append('file', new Blob([file.data], { type: 'text/csv' }), file.name);
  const { payload, headers } = await encodeForm(form);
  const response = await t.app.inject({
    method: 'POST',
    url: '/v1/admin/transfers/imports',
    payload,
    headers: { ...headers, authorization: `Bearer ${t.token}` },
  });
  return { status: response.statusCode, body: response.json() };
}

async function checkedMembers(): Promise<TransferDetail> {
  const answer = await upload('cafe24_members', { name: 'members.csv', data: await membersCsv() });
  expect(answer.status).toBe(201);
  return transferDetailSchema.parse(answer.body);
}

async function detail(id: number) {
  const answer = await t.asAdmin('GET', `/v1/admin/transfers/${id}`);
  expect(answer.status).toBe(200);
  return transferDetailSchema.parse(answer.body);
}

const memberCount = async () => (await db().select({ n: count() }).from(members))[0]?.n;

async function storedRun(id: number) {
  const [row] = await db().select().from(transferRuns).where(eq(transferRuns.id, id));
  return row!;
}

const refusal = (body: { detail: { msg: string }[] }) => body.detail[0]?.msg;

describe('an import', () => {
  let firstRun = 0;

  it('is checked first: a report, errors first, and nothing written', async () => {
    const before = await memberCount();
    const run = await checkedMembers();
    firstRun = run.id;
    expect(run).toMatchObject({
      kind: 'cafe24_members',
      status: 'checked',
      format: 'csv',
      source_name: 'members.csv',
      total: 14,
      processed: 0,
      counts: { create: 7, update: 0, unchanged: 0, error: 7 },
      started_at: null,
    });
    expect(run.rows).toHaveLength(14);
    expect(run.rows.slice(0, 7).every((row) => row.action === 'error')).toBe(true);
    expect(run.rows[0]).toMatchObject({ line: 6, key: 'choiyoung', label: '최*' });
    expect(run.rows.slice(7).map((row) => row.key)).toEqual([
      'hong1234',
      'kimsoo88',
      'parkmin',
      'leeyoung',
      'jungwoo',
      'yoonah',
      'minjae',
    ]);
    expect(await memberCount()).toBe(before);
    // The rows wait for the run with what it will write; the report holds no such data.
    const stored = await storedRun(run.id);
    expect(stored.input).toHaveLength(14);
    expect(JSON.stringify(stored.report)).not.toContain('010-2345-6789');
  });

  it('runs once started: rows applied by the job, a row that fails reported, data dropped', async () => {
    // Someone takes one of the file's IDs between the check and the run.
    await createMember(db(), { userId: 'parkmin' });
    const started = await t.asAdmin('POST', `/v1/admin/transfers/${firstRun}/start`);
    expect(started.status, started.text).toBe(202);
    expect(transferSchema.parse(started.body).status).toBe('queued');
    expect(await auditOf(db(), 'transfer', firstRun)).toEqual([
      expect.objectContaining({ action: 'transfer.start' }),
    ]);

    expect(await runJob()).toMatchObject({ done: 1, failed: 0 });
    const run = await detail(firstRun);
    expect(run).toMatchObject({
      status: 'done',
      total: 14,
      processed: 14,
      counts: { create: 6, update: 0, unchanged: 0, error: 8 },
      error: null,
    });
    expect(run.started_at).not.toBeNull();
    expect(run.finished_at).not.toBeNull();
    expect(run.rows.find((row) => row.key === 'parkmin')).toMatchObject({
      action: 'error',
      errors: [expect.stringContaining('이미 쇼핑몰에 있는 아이디')],
    });
    expect(run.rows.find((row) => row.key === 'hong1234')?.action).toBe('create');
    const hong = await db().select().from(members).where(eq(members.userId, 'hong1234'));
    expect(hong[0]).toMatchObject({ name: '홍길동', importedFrom: 'cafe24', passwordHash: null });
    expect((await storedRun(firstRun)).input).toEqual([]);
  });

  it('changes nothing when the same file runs again', async () => {
    const before = await memberCount();
    const again = await checkedMembers();
    expect(again.counts).toEqual({ create: 0, update: 0, unchanged: 6, error: 8 });
    expect((await t.asAdmin('POST', `/v1/admin/transfers/${again.id}/start`)).status).toBe(202);
    await runJob();
    const run = await detail(again.id);
    expect(run.status).toBe('done');
    expect(run.counts).toEqual({ create: 0, update: 0, unchanged: 6, error: 8 });
    expect(await memberCount()).toBe(before);
  });

  it('starts once when asked twice at the same time', async () => {
    const run = await checkedMembers();
    const answers = await Promise.all([
      t.asAdmin('POST', `/v1/admin/transfers/${run.id}/start`),
      t.asAdmin('POST', `/v1/admin/transfers/${run.id}/start`),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([202, 409]);
    expect(answers.find((a) => a.status === 409)?.body.detail).toBe(transferMessages.notChecked);
    expect(await auditOf(db(), 'transfer', run.id)).toHaveLength(1);
    await runJob();
    expect((await detail(run.id)).status).toBe('done');
    // A finished run cannot start again.
    const late = await t.asAdmin('POST', `/v1/admin/transfers/${run.id}/start`);
    expect(late.status).toBe(409);
  });

  it('can be discarded while checked, its rows dropped, and then not started', async () => {
    const run = await checkedMembers();
    const discarded = await t.asAdmin('POST', `/v1/admin/transfers/${run.id}/discard`);
    expect(discarded.status).toBe(200);
    expect(transferSchema.parse(discarded.body).status).toBe('discarded');
    expect((await storedRun(run.id)).input).toEqual([]);
    expect((await t.asAdmin('POST', `/v1/admin/transfers/${run.id}/start`)).status).toBe(409);
    expect((await t.asAdmin('POST', `/v1/admin/transfers/${run.id}/discard`)).status).toBe(409);
    expect(await auditOf(db(), 'transfer', run.id)).toEqual([
      expect.objectContaining({ action: 'transfer.discard' }),
    ]);
    expect((await t.asAdmin('POST', '/v1/admin/transfers/999999/start')).status).toBe(404);
  });

  it('is dropped when nobody starts it within a day', async () => {
    const run = await checkedMembers();
    const dayAgo = new Date(Date.now() - 25 * 3600_000);
    await db().update(transferRuns).set({ createdAt: dayAgo }).where(eq(transferRuns.id, run.id));
    expect((await runJob()).discarded).toBeGreaterThanOrEqual(1);
    expect((await detail(run.id)).status).toBe('discarded');
    expect((await storedRun(run.id)).input).toEqual([]);
  });

  it('is failed, its data dropped, when its instance stopped while it ran', async () => {
    const run = await checkedMembers();
    await t.asAdmin('POST', `/v1/admin/transfers/${run.id}/start`);
    const longAgo = new Date(Date.now() - 16 * 60_000);
    await db()
      .update(transferRuns)
      .set({ status: 'running', startedAt: longAgo })
      .where(eq(transferRuns.id, run.id));
    expect(await runJob()).toMatchObject({ stalled: 1, done: 0 });
    expect(await detail(run.id)).toMatchObject({
      status: 'failed',
      error: transferMessages.stalled,
    });
    expect((await storedRun(run.id)).input).toEqual([]);
  });

  it('shows its progress every twenty rows while the job runs', async () => {
    const header = '아이디,이름,휴대폰번호,이메일';
    const lines = Array.from(
      { length: 45 },
      (_, i) => `bulk${i},김다${i % 10},010-5000-${String(1000 + i)},bulk${i}@example.com`,
    );
    const answer = await upload('cafe24_members', {
      name: 'bulk.csv',
      data: new TextEncoder().encode([header, ...lines].join('\n')),
    });
    const run = transferDetailSchema.parse(answer.body);
    expect(run.counts.create).toBe(45);
    await t.asAdmin('POST', `/v1/admin/transfers/${run.id}/start`);

    // The shop's own member import, watched: before each row, what the run shows so far.
    const importer = createCafe24MemberImport({ db: db(), points: t.app.services.points });
    const seen: { processed: number; created: number }[] = [];
    const watched = {
      ...importer,
      async apply(...args: Parameters<typeof importer.apply>) {
        const stored = await storedRun(run.id);
        seen.push({ processed: stored.processed, created: stored.counts.create });
        return importer.apply(...args);
      },
    };
    const service = createTransferService({
      db: db(),
      audit: t.app.services.admin.audit,
      handlers: [watched],
      exports: {
        checkOrders: t.app.services.admin.exports.checkOrderFilter,
        orders: t.app.services.admin.exports.orderRows,
        members: t.app.services.admin.exports.memberRows,
        catalog: async () => ({ columns: [], rows: [] }),
      },
    });
    expect(await service.runQueued()).toMatchObject({ done: 1 });
    expect(seen.map((s) => s.processed)).toEqual([
      ...Array(20).fill(0),
      ...Array(20).fill(20),
      ...Array(5).fill(40),
    ]);
    expect(seen[20]?.created).toBe(20);
    expect((await detail(run.id)).counts).toEqual({
      create: 45,
      update: 0,
      unchanged: 0,
      error: 0,
    });
    expect((await detail(run.id)).processed).toBe(45);
  });

  it('lists the imports newest first', async () => {
    const answer = await t.asAdmin('GET', '/v1/admin/transfers?direction=import');
    expect(answer.status).toBe(200);
    const ids = (answer.body.transfers as { id: number; kind: string }[]).map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(ids).toContain(firstRun);
    const exportsOnly = await t.asAdmin('GET', '/v1/admin/transfers?direction=export');
    expect(exportsOnly.body.transfers.map((r: { id: number }) => r.id)).not.toContain(firstRun);
  });
});

describe('an upload refused', () => {
  const csv = (text: string) => ({ name: 'sheet.csv', data: new TextEncoder().encode(text) });

  it('names the missing columns, and refuses what is not a sheet', async () => {
    const missing = await upload('cafe24_members', csv('아이디,이름\nhong,홍길동\n'));
    expect(missing.status).toBe(422);
    expect(refusal(missing.body)).toBe(transferMessages.missingColumns(['휴대폰번호', '이메일']));
    const legacy = await upload('cafe24_members', {
      name: 'old.xls',
      data: Uint8Array.of(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1),
    });
    expect(refusal(legacy.body)).toBe(transferMessages.legacyExcel);
  });

  it('needs a kind and a file, in a form', async () => {
    expect(refusal((await upload(undefined, csv('아이디\n'))).body)).toBe(transferMessages.badKind);
    expect(refusal((await upload('members', csv('아이디\n'))).body)).toBe(transferMessages.badKind);
    expect(refusal((await upload('cafe24_members')).body)).toBe(transferMessages.noFile);
    const json = await call(t.app, 'POST', '/v1/admin/transfers/imports', {
      token: t.token,
      body: { kind: 'cafe24_members' },
    });
    expect(json.status).toBe(415);
  });

  it('refuses a file over the size limit', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 10).fill(0x41);
    const answer = await upload('cafe24_members', { name: 'big.csv', data: big });
    expect(answer.status).toBe(422);
    expect(refusal(answer.body)).toBe(transferMessages.tooLarge);
  });
});
