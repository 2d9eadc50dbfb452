import { useEffect, useRef, useState } from 'react';
import { usePoints } from '../points';
import { checkPoints, clampPoints } from './point-use';

/**
 * The 적립금 part of the order sheet: the member's balance (the points page's query, not fetched
 * for a guest), the amount typed, the client's check of it against what is left to pay after the
 * coupon (`due`) and the server's last refusal of it. When `due` falls below what was typed (another
 * coupon, another address), the amount comes down to it.
 */
export function usePointsToSpend(enabled: boolean, due: number) {
  const summary = usePoints(1, enabled);
  const usable = summary.data?.usable ?? 0;
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    setText((typed) => clampPoints(typed, due));
  }, [due]);

  const check = enabled ? checkPoints(text, usable, due) : ({ ok: true, amount: 0 } as const);
  return {
    summary,
    text,
    /** Points to spend: 0 while what is typed cannot be spent. */
    amount: check.ok ? check.amount : 0,
    /** Why the amount cannot be sent as it is; undefined when it can. */
    invalid: check.ok ? undefined : check.reason,
    /** What the field shows under it: the client's objection, else the server's last refusal. */
    error: check.ok ? refusal : check.reason,
    inputRef,
    change(next: string) {
      setText(next);
      setRefusal(undefined);
    },
    refuse(message: string) {
      setRefusal(message);
      inputRef.current?.focus();
    },
    focus: () => inputRef.current?.focus(),
  };
}
