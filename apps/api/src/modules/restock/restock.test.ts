import {
  restockAlertSchema,
  restockDemandSchema,
  restockWavesSchema,
} from '@shop/contract/restock';
import { restockMessages } from '@shop/contract/restock-rules';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminTestApp } from '../../../test/admin';
import { call } from '../../../test/http';
import { shopper, stockedItem } from '../../../test/shop';
import { DEFAULT_TEST_PASSWORD } from '../../db/factories';
import { itemOptions, notifications, restockRequests } from '../../db/schema/index';

const t = adminTestApp();
const db = () => t.database.db;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

async function soldOutOption() {
  const item = await stockedItem(db(), { M: 0, L: 3 });
  const options = await db().select().from(itemOptions).where(eq(itemOptions.itemId, item.id));
  const byLabel = (label: string) => options.find((o) => o.label === label)!;
  return { item, m: byLabel('M'), l: byLabel('L') };
}

const ask = (body: Record<string, unknown>, token?: string) =>
  call(t.app, 'POST', '/v1/restock-alerts', { token, body });

const setStock = (itemId: number, optionId: number, stock: number) =>
  t.asAdmin('PUT', `/v1/admin/items/${itemId}/options/${optionId}/stock`, { stock });

const statusesOf = async (optionId: number) =>
  (
    await db()
      .select({ status: restockRequests.status })
      .from(restockRequests)
      .where(eq(restockRequests.optionId, optionId))
      .orderBy(asc(restockRequests.createdAt), asc(restockRequests.id))
  ).map((r) => r.status);

describe('재입고 알림', () => {
  it('tells 30 waiting members in fair waves: 15 for 5 units, the next only while units remain', async () => {
    const { item, m } = await soldOutOption();
    const members = [];
    for (let n = 0; n < 30; n++) members.push(await shopper(t.app, db()));
    // First come first served: they ask one after the other.
    for (const member of members) {
      const asked = await ask({ option_id: m.id }, member.token);
      expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    }
    const again = await ask({ option_id: m.id }, members[0]!.token);
    expect(restockAlertSchema.parse(again.body).status).toBe('WAITING');
    expect(await statusesOf(m.id)).toHaveLength(30);

    const restock = t.app.services.restock;
    const start = new Date();
    expect(await restock.runWaves(start)).toMatchObject({ waves: 0, told: 0 });

    expect((await setStock(item.id, m.id, 5)).status).toBe(200);
    // Two instances' runs at once send one wave.
    const [a, b] = await Promise.all([restock.runWaves(start), restock.runWaves(start)]);
    expect(a.told + b.told).toBe(15);
    const firstWave = await statusesOf(m.id);
    expect(firstWave.slice(0, 15).every((s) => s === 'SENT')).toBe(true);
    expect(firstWave.slice(15).every((s) => s === 'WAITING')).toBe(true);

    const told = await db()
      .select({ id: notifications.restockRequestId, event: notifications.event })
      .from(notifications)
      .innerJoin(restockRequests, eq(restockRequests.id, notifications.restockRequestId))
      .where(eq(restockRequests.optionId, m.id));
    expect(new Set(told.map((n) => n.id)).size).toBe(15);
    expect(told.every((n) => n.event === 'RESTOCKED')).toBe(true);

    // Within the delay nothing more goes, however many units remain.
    expect((await restock.runWaves(new Date(start.getTime() + 10 * MINUTE))).told).toBe(0);
    // After it, with the 5 units still there, the next 15.
    expect((await restock.runWaves(new Date(start.getTime() + 31 * MINUTE))).told).toBe(15);
    expect((await statusesOf(m.id)).every((s) => s === 'SENT')).toBe(true);

    const waves = restockWavesSchema.parse(
      (await t.asAdmin('GET', `/v1/admin/restock/${m.id}/waves`)).body,
    ).waves;
    expect(waves.map((w) => [w.stock, w.size])).toEqual([
      [5, 15],
      [5, 15],
    ]);
    const demand = restockDemandSchema.parse((await t.asAdmin('GET', '/v1/admin/restock')).body);
    expect(demand.options.find((o) => o.option_id === m.id)).toMatchObject({
      stock: 5,
      waiting: 0,
      sent: 30,
    });
  });

  it('sends no second wave once the units are gone', async () => {
    const { item, m } = await soldOutOption();
    for (let n = 0; n < 5; n++) {
      const member = await shopper(t.app, db());
      await ask({ option_id: m.id }, member.token);
    }
    const restock = t.app.services.restock;
    const start = new Date();
    await setStock(item.id, m.id, 1);
    expect((await restock.runWaves(start)).told).toBe(3);
    await setStock(item.id, m.id, 0);
    expect((await restock.runWaves(new Date(start.getTime() + 31 * MINUTE))).told).toBe(0);
    expect(await statusesOf(m.id)).toEqual(['SENT', 'SENT', 'SENT', 'WAITING', 'WAITING']);
  });

  it('takes a guest with a mobile number and consent, refuses an option in stock, and expires', async () => {
    const { m, l } = await soldOutOption();
    const noConsent = await ask({ option_id: m.id, phone: '010-2345-6789' });
    expect(noConsent.status).toBe(422);
    expect(JSON.stringify(noConsent.body)).toContain(restockMessages.consentRequired);
    expect((await ask({ option_id: m.id, consent: true })).status).toBe(422);
    const guest = await ask({ option_id: m.id, phone: '010-2345-6789', consent: true });
    expect(guest.status).toBe(201);
    const twice = await ask({ option_id: m.id, phone: '01023456789', consent: true });
    expect(restockAlertSchema.parse(twice.body).id).toBe(restockAlertSchema.parse(guest.body).id);

    const inStock = await ask({ option_id: l.id, phone: '010-2345-6789', consent: true });
    expect(inStock).toMatchObject({ status: 409, body: { detail: restockMessages.inStock } });
    expect((await ask({ option_id: 999_999 }, (await shopper(t.app, db())).token)).status).toBe(
      404,
    );

    const later = new Date(Date.now() + 31 * DAY);
    expect((await t.app.services.restock.runWaves(later)).expired).toBeGreaterThanOrEqual(1);
    const [row] = await db()
      .select()
      .from(restockRequests)
      .where(and(eq(restockRequests.optionId, m.id), inArray(restockRequests.status, ['EXPIRED'])));
    expect(row).toMatchObject({ status: 'EXPIRED', phone: null });
  });

  it("lists a member's alerts and cancels a waiting one", async () => {
    const { m } = await soldOutOption();
    const member = await shopper(t.app, db());
    const asked = restockAlertSchema.parse((await ask({ option_id: m.id }, member.token)).body);
    const list = await call(t.app, 'GET', '/v1/users/me/restock-alerts', { token: member.token });
    expect(list.body).toMatchObject({ alerts: [{ id: asked.id, option_label: 'M' }] });
    const other = await shopper(t.app, db());
    expect(
      (
        await call(t.app, 'DELETE', `/v1/users/me/restock-alerts/${asked.id}`, {
          token: other.token,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(t.app, 'DELETE', `/v1/users/me/restock-alerts/${asked.id}`, {
          token: member.token,
        })
      ).status,
    ).toBe(204);
    expect(await statusesOf(m.id)).toEqual(['CANCELLED']);
  });

  it('ends the waiting requests of a member who withdraws', async () => {
    const { m } = await soldOutOption();
    const member = await shopper(t.app, db());
    await ask({ option_id: m.id }, member.token);
    const left = await call(t.app, 'POST', '/v1/users/me/withdrawal', {
      token: member.token,
      body: { agree: true, password: DEFAULT_TEST_PASSWORD },
    });
    expect(left.status).toBe(200);
    expect(await statusesOf(m.id)).toEqual(['CANCELLED']);
  });
});
