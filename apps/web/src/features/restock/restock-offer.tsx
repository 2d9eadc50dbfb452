import { Bell, Check } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useAuth } from '../../shared/auth/auth-context';
import { useSignInPrompt } from '../../shared/auth/sign-in-prompt';
import { useNotify } from '../../shared/ui/notify';
import { useMyRestockAlerts, useRequestRestock, waitingOptionIds } from './restock-api';
import styles from './restock-offer.module.css';
import { restockText as t } from './restock-text';
import type { SoldOutOption } from './sold-out-option';

// The guest's form checks the number with the contract's schema: its code loads on the first tap.
const GuestRestockDialog = lazy(async () => ({
  default: (await import('./guest-restock-dialog')).GuestRestockDialog,
}));

interface RestockOfferProps {
  itemId: number;
  itemName: string;
  /** The product's options, label → stock (0 is sold out). */
  stocks: Record<string, number>;
  /** The product's options, label → id (what the request names). */
  optionIds: Record<string, number>;
}

/** Under the option select: each sold-out option with its 재입고 알림 신청; nothing when none is. */
export function RestockOffer({ itemId, itemName, stocks, optionIds }: RestockOfferProps) {
  const soldOut = Object.entries(stocks).flatMap(([label, stock]) => {
    const id = optionIds[label];
    return stock <= 0 && id !== undefined ? [{ id, label }] : [];
  });
  if (soldOut.length === 0) return null;
  return <SoldOutOptions itemId={itemId} itemName={itemName} options={soldOut} />;
}

/**
 * A member asks with one tap; a guest gives a phone number and consent in a dialog, or signs in
 * and asks as a member. An option already asked for reads 알림 신청됨.
 */
function SoldOutOptions({
  itemId,
  itemName,
  options,
}: {
  itemId: number;
  itemName: string;
  options: SoldOutOption[];
}) {
  const { status } = useAuth();
  const mine = useMyRestockAlerts();
  const request = useRequestRestock(itemId);
  const notify = useNotify();
  const signIn = useSignInPrompt();
  const headingId = useId();
  const [guestFor, setGuestFor] = useState<SoldOutOption>();
  // A guest's requests are not listed anywhere: this page remembers them while it is open.
  const [guestAsked, setGuestAsked] = useState<ReadonlySet<number>>(() => new Set());
  const waiting = waitingOptionIds(mine.data);
  const asked = (option: SoldOutOption) =>
    status === 'in' ? waiting.has(option.id) : guestAsked.has(option.id);

  function askAsMember(option: SoldOutOption) {
    request.mutate(
      { option_id: option.id },
      {
        onSuccess: () => notify(t.done),
        onError: (error) => notify(error.message, 'alert'),
      },
    );
  }

  // While the stored login is being restored the token is there: the request goes as the member.
  const onPress = (option: SoldOutOption) =>
    status === 'out' ? setGuestFor(option) : askAsMember(option);

  function onGuestRequested(option: SoldOutOption) {
    setGuestFor(undefined);
    setGuestAsked((ids) => new Set(ids).add(option.id));
    notify(t.done);
  }

  function onSignIn(option: SoldOutOption) {
    setGuestFor(undefined);
    signIn.ask({ reason: t.signInReason, afterSignIn: () => askAsMember(option) });
  }

  return (
    <div className={styles.offer}>
      <p id={headingId} className={styles.heading}>
        {t.offerLabel}
      </p>
      <ul className={styles.list} aria-labelledby={headingId}>
        {options.map((option) => {
          const done = asked(option);
          const pending = request.isPending && request.variables?.option_id === option.id;
          return (
            <li key={option.id} className={styles.row}>
              <span className={styles.option}>
                {option.label}
                <span className={styles.soldOut}>{t.soldOut}</span>
              </span>
              <button
                type="button"
                className={done ? styles.requested : styles.request}
                disabled={done || pending}
                aria-busy={pending || undefined}
                aria-label={done ? t.requestedOf(option.label) : t.requestOf(option.label)}
                onClick={() => onPress(option)}
              >
                {done ? (
                  <Check size={14} strokeWidth={1.5} aria-hidden />
                ) : (
                  <Bell size={14} strokeWidth={1.5} aria-hidden />
                )}
                {done ? t.requested : t.request}
              </button>
            </li>
          );
        })}
      </ul>
      {guestFor && (
        <Suspense fallback={null}>
          <GuestRestockDialog
            key={guestFor.id}
            itemId={itemId}
            itemName={itemName}
            option={guestFor}
            onClose={() => setGuestFor(undefined)}
            onRequested={onGuestRequested}
            onSignIn={onSignIn}
          />
        </Suspense>
      )}
    </div>
  );
}
