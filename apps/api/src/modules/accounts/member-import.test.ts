import { readFile } from 'node:fs/promises';
import { deliveryMessages } from '@shop/contract/delivery';
import { userMessages } from '@shop/contract/users';
import { parse } from 'csv-parse/sync';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/hooks';
import { ledgerSum } from '../../../test/points';
import { createMember } from '../../db/factories';
import { deliveryAddresses, members, pointEntries } from '../../db/schema/index';
import { type Cafe24Member, memberImportText, type SheetLine } from './cafe24-member-sheet';
import { type CheckedMemberRow, createCafe24MemberImport } from './member-import-service';

const t = useTestApp();
const db = () => t.database.db;
const importer = () => createCafe24MemberImport({ db: db(), points: t.app.services.points });

/** The fixture as the upload reads a CSV: the header is line 1, cells by column. */
async function fixture(): Promise<SheetLine[]> {
  const text = new TextDecoder().decode(
    await readFile(new URL('../../../test/fixtures/cafe24/members.csv', import.meta.url)),
  );
  const [header = [], ...lines] = parse(text, { trim: true }) as string[][];
  return lines.map((cells, index) => ({
    line: index + 2,
    cells: Object.fromEntries(header.map((column, at) => [column, cells[at] ?? ''])),
  }));
}

const memberByUserId = async (userId: string) =>
  (await db().select().from(members).where(eq(members.userId, userId)))[0];

const memberCount = async () => (await db().select({ n: count() }).from(members))[0]?.n;

const summary = (rows: CheckedMemberRow[]) =>
  rows.map(({ line, key, label, action, errors }) => ({ line, key, label, action, errors }));

async function applyAll(rows: CheckedMemberRow[], actorId: number) {
  const applied = [];
  for (const row of rows) {
    if (row.data)
      applied.push({ key: row.key, ...(await importer().apply(row.data, { id: actorId })) });
  }
  return applied;
}

describe('Cafe24 member import', () => {
  let actorId = 0;
  let checked: CheckedMemberRow[] = [];

  beforeAll(async () => {
    actorId = (await createMember(db(), { role: 'admin' })).id;
    // A member of the shop's own under one of the file's IDs, and one holding a file's e-mail.
    await createMember(db(), { userId: 'jungwoo' });
    await createMember(db(), { email: 'taken@example.com' });
  });

  it('checks every line with the shop rules, masks the names and writes nothing', async () => {
    const before = await memberCount();
    checked = await importer().check(await fixture());
    expect(summary(checked)).toEqual([
      { line: 2, key: 'hong1234', label: '홍*동', action: 'create', errors: [] },
      { line: 3, key: 'kimsoo88', label: '김*진', action: 'create', errors: [] },
      { line: 4, key: 'parkmin', label: '박*', action: 'create', errors: [] },
      { line: 5, key: 'leeyoung', label: '이*희', action: 'create', errors: [] },
      {
        line: 6,
        key: 'choiyoung',
        label: '최*',
        action: 'error',
        errors: [memberImportText.duplicateEmail(5)],
      },
      {
        line: 7,
        key: 'kim_01',
        label: '김*나',
        action: 'error',
        errors: [userMessages.userIdCharset],
      },
      {
        line: 8,
        key: 'HONG1234',
        label: '홍*순',
        action: 'error',
        errors: [memberImportText.duplicateId(2)],
      },
      {
        line: 9,
        key: 'jungwoo',
        label: '정*성',
        action: 'error',
        errors: [memberImportText.idTaken],
      },
      {
        line: 10,
        key: 'yoonah',
        label: '윤*',
        action: 'error',
        errors: [memberImportText.emailTaken],
      },
      {
        line: 11,
        key: 'noname01',
        label: '',
        action: 'error',
        errors: [userMessages.nameRequired],
      },
      {
        line: 12,
        key: 'seojun',
        label: '강*준',
        action: 'error',
        errors: [userMessages.phoneFormat],
      },
      {
        line: 13,
        key: 'hanbyul',
        label: '한*',
        action: 'error',
        errors: [
          memberImportText.consentUnknown('SMS 수신여부', '모름'),
          memberImportText.pointsInvalid,
        ],
      },
      {
        line: 14,
        key: 'gayoung',
        label: '오*영',
        action: 'error',
        errors: [deliveryMessages.postCodeFormat],
      },
      { line: 15, key: 'minjae', label: '남**재', action: 'create', errors: [] },
    ]);
    expect(await memberCount()).toBe(before);
  });

  it('keeps only what the run writes: no 회원등급, birthday or join date', () => {
    expect(checked.find((row) => row.key === 'hong1234')?.data).toEqual({
      userId: 'hong1234',
      name: '홍길동',
      phone: '010-2345-6789',
      email: 'hong1234@example.com',
      smsConsent: true,
      emailConsent: false,
      points: 12_500,
      address: {
        postCode: '04779',
        address: '서울특별시 성동구 성수이로 113',
        detailAddress: '3층',
      },
    } satisfies Cafe24Member);
    expect(checked.find((row) => row.key === 'minjae')?.data).toMatchObject({
      phone: '010-2020-3030',
      smsConsent: true,
      emailConsent: false,
      points: 1_000,
    });
    expect(checked.filter((row) => row.action === 'error').every((row) => row.data === null)).toBe(
      true,
    );
  });

  it('creates the members without a password, with consents, address and points once', async () => {
    const applied = await applyAll(checked, actorId);
    expect(applied.map((a) => [a.key, a.action])).toEqual([
      ['hong1234', 'create'],
      ['kimsoo88', 'create'],
      ['parkmin', 'create'],
      ['leeyoung', 'create'],
      ['minjae', 'create'],
    ]);

    const hong = await memberByUserId('hong1234');
    expect(hong).toMatchObject({
      passwordHash: null,
      name: '홍길동',
      nickname: '홍길동',
      phone: '010-2345-6789',
      email: 'hong1234@example.com',
      snsConfirm: true,
      emailConfirm: false,
      role: 'member',
      importedFrom: 'cafe24',
    });
    expect(hong?.importedAt).toBeInstanceOf(Date);
    const addresses = await db()
      .select()
      .from(deliveryAddresses)
      .where(eq(deliveryAddresses.memberId, hong!.id));
    expect(addresses).toEqual([
      expect.objectContaining({
        deliveryName: '기본 배송지',
        recipientName: '홍길동',
        postCode: '04779',
        address: '서울특별시 성동구 성수이로 113',
        detailAddress: '3층',
        recipientPhone: '010-2345-6789',
        isBase: true,
      }),
    ]);
    const entries = await db()
      .select()
      .from(pointEntries)
      .where(eq(pointEntries.memberId, hong!.id));
    expect(entries).toEqual([
      expect.objectContaining({
        kind: 'MIGRATE',
        amount: 12_500,
        changeKey: 'cafe24:hong1234',
        actorType: 'admin',
        actorId,
      }),
    ]);
    // Usable at once, as the member's summary shows it.
    const points = await t.app.services.points.summary(hong!.id, { page: 1, limit: 10 });
    expect(points).toMatchObject({ balance: 12_500, usable: 12_500 });
    expect(points.expires_at).not.toBeNull();

    const kim = await memberByUserId('kimsoo88');
    expect(kim).toMatchObject({
      email: 'soojin.kim@example.com',
      phone: '010-9876-5432',
      snsConfirm: false,
      emailConfirm: true,
    });
    expect(await ledgerSum(db(), kim!.id)).toBe(0);
    const park = await memberByUserId('parkmin');
    expect(park).toMatchObject({ email: null, passwordHash: null, importedFrom: 'cafe24' });
    expect(await ledgerSum(db(), park!.id)).toBe(500);
  });

  it('makes a taken name into a free nickname', async () => {
    // The same name in another form (full-width letters) is the same nickname.
    await createMember(db(), { nickname: 'Ｍｉｎｓｕ' });
    const rows = await importer().check([
      { line: 2, cells: { 아이디: 'minsu01', 이름: 'minsu', 휴대폰번호: '', 이메일: '' } },
    ]);
    await applyAll(rows, actorId);
    expect((await memberByUserId('minsu01'))?.nickname).toMatch(/^minsu\d{4}$/);
  });

  it('answers unchanged for the same file again, with no second points line', async () => {
    const again = await importer().check(await fixture());
    expect(
      again.filter((row) => row.action !== 'error').map((row) => [row.key, row.action]),
    ).toEqual([
      ['hong1234', 'unchanged'],
      ['kimsoo88', 'unchanged'],
      ['parkmin', 'unchanged'],
      ['leeyoung', 'unchanged'],
      ['minjae', 'unchanged'],
    ]);
    const applied = await applyAll(again, actorId);
    expect(applied.every((a) => a.action === 'unchanged')).toBe(true);
    // Applying a row of the first dry run twice writes it once as well.
    const hongRow = checked.find((row) => row.key === 'hong1234')!;
    expect(await importer().apply(hongRow.data!, { id: actorId })).toEqual({
      action: 'unchanged',
      changes: [],
    });
    const hong = await memberByUserId('hong1234');
    expect(await ledgerSum(db(), hong!.id)).toBe(12_500);
  });

  it('reports what a newer file changes, in words without the values', async () => {
    const lines = await fixture();
    const hongLine = lines.find((l) => l.cells.아이디 === 'hong1234')!;
    hongLine.cells.휴대폰번호 = '010-2345-0001';
    hongLine.cells['이메일 수신여부'] = '수신';
    hongLine.cells['사용가능 적립금'] = '99,000';
    const [row] = (await importer().check([hongLine])) as [CheckedMemberRow];
    expect(row).toMatchObject({
      action: 'update',
      changes: ['휴대폰번호 변경', '이메일 수신: 수신안함 → 수신'],
    });
    expect(await importer().apply(row.data!, { id: actorId })).toEqual({
      action: 'update',
      changes: ['휴대폰번호 변경', '이메일 수신: 수신안함 → 수신'],
    });
    const hong = await memberByUserId('hong1234');
    expect(hong).toMatchObject({ phone: '010-2345-0001', emailConfirm: true });
    // The points came once, with the first import.
    expect(await ledgerSum(db(), hong!.id)).toBe(12_500);
  });

  it('leaves a member who has set a password alone', async () => {
    const lines = await fixture();
    const line = lines.find((l) => l.cells.아이디 === 'leeyoung')!;
    const lee = await memberByUserId('leeyoung');
    await db()
      .update(members)
      .set({ passwordHash: 'set-by-member' })
      .where(eq(members.id, lee!.id));
    line.cells.이름 = '이영이';
    const [row] = (await importer().check([line])) as [CheckedMemberRow];
    expect(row.action).toBe('unchanged');
    expect((await importer().apply(row.data!, { id: actorId })).action).toBe('unchanged');
    expect((await memberByUserId('leeyoung'))?.name).toBe('이영희');
  });

  it('refuses at the run an ID or e-mail taken since the dry run', async () => {
    const [row] = (await importer().check([
      { line: 2, cells: { 아이디: 'latecomer', 이름: '늦은이', 휴대폰번호: '', 이메일: '' } },
    ])) as [CheckedMemberRow];
    await createMember(db(), { userId: 'LateComer' });
    await expect(importer().apply(row.data!, { id: actorId })).rejects.toMatchObject({
      statusCode: 409,
      detail: memberImportText.idTaken,
    });
  });
});
