import { inputMessages } from '@shop/contract/input-rules';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { call } from '../../test/http';
import { shopper, stockedItem } from '../../test/shop';
import { clientErrorOfDatabase, databaseErrorOf, databaseInputMessages } from './db-errors';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.execute(sql`create table net_parent (id integer primary key)`);
  await t.database.db.execute(
    sql`create table net_child (parent_id integer references net_parent (id), v varchar(3))`,
  );
});
afterAll(async () => {
  await t.close();
});

/** The error the database (PGlite or PostgreSQL, through Drizzle) fails `statement` with. */
async function failure(statement: SQL) {
  try {
    await t.database.db.execute(statement);
  } catch (error) {
    return error;
  }
  throw new Error('the statement did not fail');
}

describe('database errors caused by the input', () => {
  it.each([
    ['22021', sql`select ${'a\u0000b'}::text`, 400, inputMessages.forbiddenCharacter],
    [
      '22P05',
      sql`select ${'{"a":"\\u0000"}'}::jsonb ->> 'a'`,
      400,
      inputMessages.forbiddenCharacter,
    ],
    ['22003', sql`select ${2 ** 31}::integer`, 400, databaseInputMessages.outOfRange],
    ['22P02', sql`select ${'abc'}::integer`, 400, databaseInputMessages.badFormat],
    [
      '22001',
      sql`insert into net_child (v) values (${'abcd'})`,
      400,
      databaseInputMessages.tooLong,
    ],
    [
      '23503',
      sql`insert into net_child (parent_id) values (${7})`,
      404,
      databaseInputMessages.missingReference,
    ],
  ])('SQLSTATE %s answers a 4xx with a Korean detail', async (code, statement, status, detail) => {
    const error = await failure(statement);
    expect(databaseErrorOf(error)?.code).toBe(code);
    expect(clientErrorOfDatabase(error)).toMatchObject({ statusCode: status, detail });
  });

  it('answers 409 when a row still in use is deleted', async () => {
    await t.database.db.execute(sql`insert into net_parent (id) values (1)`);
    await t.database.db.execute(sql`insert into net_child (parent_id) values (1)`);
    const error = await failure(sql`delete from net_parent where id = 1`);
    expect(clientErrorOfDatabase(error)).toMatchObject({
      statusCode: 409,
      detail: databaseInputMessages.stillReferenced,
    });
  });

  it('leaves any other failure a server error', async () => {
    expect(clientErrorOfDatabase(await failure(sql`select * from no_such_table`))).toBeUndefined();
    expect(clientErrorOfDatabase(new Error('23503'))).toBeUndefined();
  });

  it('reach the caller as a 4xx through the error handler', async () => {
    // A reference the route's own checks did not foresee: here, one this test adds to the cart.
    const buyer = await shopper(t.app, t.database.db);
    const item = await stockedItem(t.database.db, { FREE: 3 });
    await t.database.db.execute(sql`create table net_items (id integer primary key)`);
    await t.database.db.execute(
      sql`alter table carts add constraint carts_net foreign key (item_id) references net_items (id) not valid`,
    );
    const res = await call(t.app, 'POST', '/v1/cart/create', {
      token: buyer.token,
      body: { item_id: item.id, options: [{ color_size: 'FREE', quantity: 1 }] },
    });
    expect(res).toMatchObject({
      status: 404,
      body: { detail: databaseInputMessages.missingReference },
    });
  });
});
