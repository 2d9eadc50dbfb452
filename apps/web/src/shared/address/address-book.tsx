import type { Delivery } from '@shop/contract/delivery';
import { formatPhone } from '@shop/contract/format';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../ui/button';
import { useNotify } from '../ui/notify';
import styles from './address-book.module.css';
import { useDeleteDelivery, useDeliveries, useSetBaseDelivery } from './delivery-api';
import { DeliveryForm } from './delivery-form';
import { addressText as t } from './messages';

/**
 * The member's saved addresses: list, add, make one the default (기본 배송지) and delete. With
 * `onPick` each address also offers "이 주소로 배송" (the order page). Not to be placed inside
 * another form: adding an address is a form of its own.
 */
export function AddressBook({
  onPick,
  pickedId,
  heading = t.bookHeading,
}: {
  onPick?: (delivery: Delivery) => void;
  pickedId?: number | undefined;
  heading?: string;
}) {
  const deliveries = useDeliveries();
  const [adding, setAdding] = useState(false);
  const headingId = useId();
  const list = deliveries.data ?? [];

  return (
    <section className={styles.book} aria-labelledby={headingId}>
      <div className={styles.bookHeader}>
        <h2 id={headingId} className={styles.heading}>
          {heading}
        </h2>
        {!adding && (
          <Button variant="ghost" onClick={() => setAdding(true)}>
            <Plus size={16} strokeWidth={1.5} aria-hidden />
            {t.add}
          </Button>
        )}
      </div>

      {adding && (
        <DeliveryForm
          makeBase={list.length === 0}
          onCancel={() => setAdding(false)}
          onSaved={(delivery) => {
            setAdding(false);
            onPick?.(delivery);
          }}
        />
      )}

      {deliveries.isPending ? (
        <p role="status" className={styles.empty}>
          {t.bookLoading}
        </p>
      ) : deliveries.isError ? (
        <div role="alert" className={styles.empty}>
          <p>{t.bookError}</p>
          <Button variant="secondary" onClick={() => deliveries.refetch()}>
            {t.retry}
          </Button>
        </div>
      ) : list.length === 0 ? (
        !adding && <p className={styles.empty}>{t.bookEmpty}</p>
      ) : (
        <ul className={styles.list} aria-label={t.listLabel}>
          {list.map((delivery) => (
            <DeliveryEntry
              key={delivery.delivery_id}
              delivery={delivery}
              onPick={onPick}
              picked={pickedId === delivery.delivery_id}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function DeliveryEntry({
  delivery,
  onPick,
  picked,
}: {
  delivery: Delivery;
  onPick: ((delivery: Delivery) => void) | undefined;
  picked: boolean;
}) {
  const notify = useNotify();
  const setBase = useSetBaseDelivery();
  const remove = useDeleteDelivery();
  const [confirming, setConfirming] = useState(false);
  const fail = (error: Error) => notify(error.message, 'alert');

  return (
    <li className={[styles.entry, picked ? styles.picked : ''].join(' ')}>
      <div className={styles.entryHead}>
        <p className={styles.entryName}>{delivery.delivery_name}</p>
        {delivery.is_base_delivery && <span className={styles.badge}>{t.base}</span>}
      </div>
      <p className={styles.entryLine}>
        {delivery.name} · {formatPhone(delivery.recipient_phone)}
      </p>
      <p className={styles.entryLine}>
        ({delivery.post_code}) {delivery.address} {delivery.detail_address}
      </p>
      {delivery.requirements && <p className={styles.entryNote}>{delivery.requirements}</p>}

      {confirming ? (
        <div className={styles.entryActions}>
          <span className={styles.confirmText}>{t.removeConfirm}</span>
          <Button
            variant="ghost"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(delivery.delivery_id, {
                onSuccess: () => notify(t.removed),
                onError: (error) => {
                  setConfirming(false);
                  fail(error);
                },
              })
            }
          >
            {t.removeYes}
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            {t.cancel}
          </Button>
        </div>
      ) : (
        <div className={styles.entryActions}>
          {onPick && (
            <Button
              variant={picked ? 'primary' : 'secondary'}
              className={styles.pick}
              aria-pressed={picked}
              onClick={() => onPick(delivery)}
            >
              {picked ? t.picked : t.pick}
            </Button>
          )}
          {!delivery.is_base_delivery && (
            <Button
              variant="ghost"
              loading={setBase.isPending}
              onClick={() =>
                setBase.mutate(delivery.delivery_id, {
                  onSuccess: () => notify(t.madeBase),
                  onError: fail,
                })
              }
            >
              {t.makeBase}
            </Button>
          )}
          <Button
            variant="ghost"
            aria-label={`${delivery.delivery_name} ${t.remove}`}
            onClick={() => setConfirming(true)}
          >
            {t.remove}
          </Button>
        </div>
      )}
    </li>
  );
}
