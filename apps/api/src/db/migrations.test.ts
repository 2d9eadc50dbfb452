import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database';
import { migrationsFolder } from '../lib/paths';
import type { DatabaseHandle } from './client';

async function migrateFrom(handle: DatabaseHandle, folder: string) {
  if (handle.kind === 'postgres') {
    await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder: folder });
  } else {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  }
}

/** The migrations folder as it was before `tag`, to build a database of that time. */
async function folderBefore(tag: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'shop-migrations-'));
  await cp(migrationsFolder, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
    entries: { tag: string }[];
  };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalFile, JSON.stringify(journal));
  return dir;
}

/**
 * A fresh empty database for a describe's tests. `migrateAcross` builds the shop as it was before
 * `tag`, lets `fill` store the rows of that time, then migrates it to now.
 */
function useDatabaseBefore(tag: string) {
  let database: DatabaseHandle;
  let oldFolder: string;
  beforeAll(async () => {
    database = await openTestDatabase({ empty: true });
    oldFolder = await folderBefore(tag);
  });
  afterAll(async () => {
    await database.close();
    await rm(oldFolder, { recursive: true, force: true });
  });
  const execute = (query: SQL) => database.db.execute(query);
  return {
    execute,
    async migrateAcross(fill: () => Promise<void>) {
      await migrateFrom(database, oldFolder);
      await fill();
      await migrateFrom(database, migrationsFolder);
    },
    async rows<Row>(query: SQL): Promise<Row[]> {
      return ((await execute(query)) as unknown as { rows: Row[] }).rows;
    },
  };
}

describe('0005_member_sessions_nicknames on a shop with members', () => {
  const database = useDatabaseBefore('0005_member_sessions_nicknames');

  it('cleans look-alike and invisible nicknames, then enforces them', async () => {
    const legacy = [
      ['ondostudio', 'ONDO STUDIO'],
      ['first', '관리자'],
      ['second', '관리자'.normalize('NFD')],
      ['third', '관리자\u200B'],
      ['fourth', '\u202E관리자'],
      ['wide', 'ＯＮＤＯ'],
      ['narrow', 'ondo'],
      ['hidden', '\u200B\u200C'],
      ['laugh', '온도ㅋㅋ'],
    ];
    await database.migrateAcross(async () => {
      for (const [userId, nickname] of legacy) {
        await database.execute(
          sql`insert into members (user_id, name, nickname) values (${userId}, '회원', ${nickname})`,
        );
      }
    });

    const rows = await database.rows<{ id: number; user_id: string; nickname: string }>(
      sql`select id, user_id, nickname from members`,
    );
    const byUser = Object.fromEntries(rows.map((r) => [r.user_id, r]));
    expect(byUser.ondostudio?.nickname).toBe('ONDO STUDIO');
    expect(byUser.first?.nickname).toBe('관리자');
    expect(byUser.second?.nickname).toBe(`관리자#${byUser.second?.id}`);
    expect(byUser.third?.nickname).toBe(`관리자#${byUser.third?.id}`);
    expect(byUser.fourth?.nickname).toBe(`관리자#${byUser.fourth?.id}`);
    expect(byUser.wide?.nickname).toBe('ＯＮＤＯ');
    expect(byUser.narrow?.nickname).toBe(`ondo#${byUser.narrow?.id}`);
    expect(byUser.hidden?.nickname).toBe(`회원${byUser.hidden?.id}`);
    expect(byUser.laugh?.nickname).toBe('온도ㅋㅋ');

    await expect(
      database.execute(
        sql`insert into members (user_id, name, nickname) values ('again', '회원', 'Ondo')`,
      ),
    ).rejects.toThrow();
    await expect(
      database.execute(
        sql`insert into members (user_id, name, nickname) values ('zwsp', '회원', ${'새이름\u200B'})`,
      ),
    ).rejects.toThrow();
  });
});

describe('0007_stock_ledger on a shop with stock', () => {
  const database = useDatabaseBefore('0007_stock_ledger');

  it('opens the ledger with one initial row per option, its current stock', async () => {
    await database.migrateAcross(async () => {
      await database.execute(
        sql`insert into items (name, price) values ('셔츠', 39000), ('바지', 49000)`,
      );
      await database.execute(
        sql`insert into item_options (item_id, label, stock)
            select id, label, stock from items,
              (values ('M', 3), ('L', 0)) as o(label, stock)`,
      );
    });

    const rows = await database.rows<Record<string, unknown>>(
      sql`select o.stock, m.delta, m.stock_after, m.reason, m.actor_type, m.order_id
          from item_options o join stock_movements m on m.option_id = o.id order by o.id`,
    );
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      expect(row).toMatchObject({ reason: 'initial', actor_type: 'system', order_id: null });
      expect(row.delta).toBe(row.stock);
      expect(row.stock_after).toBe(row.stock);
    }
  });
});
