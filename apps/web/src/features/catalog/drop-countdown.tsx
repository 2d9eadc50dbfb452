import { countdownParts, formatSeoulOpening } from '@shop/contract/drop-clock';
import { useEffect, useRef, useState } from 'react';
import { catalogText as t } from './catalog-text';
import styles from './drop-countdown.module.css';

/** How often the clock is read: often enough that no second is skipped. */
const TICK_MS = 250;

const secondsUntil = (target: number) => Math.max(0, Math.ceil((target - Date.now()) / 1000));
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * '판매 예정' with the days, hours, minutes and seconds left until `opensAt`, counted from the
 * device's clock; calls `onOpen` once when it reaches zero. Every figure has a fixed width, so
 * the box never changes size while it counts.
 */
export function DropCountdown({ opensAt, onOpen }: { opensAt: string; onOpen: () => void }) {
  const target = Date.parse(opensAt);
  const [seconds, setSeconds] = useState(() => secondsUntil(target));
  const opened = useRef(onOpen);
  opened.current = onOpen;

  const open = seconds === 0;

  useEffect(() => {
    if (open) {
      opened.current();
      return;
    }
    const timer = setInterval(() => setSeconds(secondsUntil(target)), TICK_MS);
    return () => clearInterval(timer);
  }, [open, target]);

  const parts = countdownParts(seconds * 1000);
  const units = [
    { value: String(parts.days), unit: '일' },
    { value: pad(parts.hours), unit: '시간' },
    { value: pad(parts.minutes), unit: '분' },
    { value: pad(parts.seconds), unit: '초' },
  ];
  const spoken = units.map((u) => `${Number(u.value)}${u.unit}`).join(' ');
  return (
    <div className={styles.box}>
      <p className={styles.label}>{t.upcoming}</p>
      <p className={styles.clock} role="timer" aria-label={t.countdownLabel(spoken)}>
        {units.map((u) => (
          <span key={u.unit} className={styles.part} aria-hidden="true">
            <span className={styles.value}>{u.value}</span>
            <span className={styles.unit}>{u.unit}</span>
          </span>
        ))}
      </p>
      <p className={styles.opens}>{t.opensAt(formatSeoulOpening(opensAt))}</p>
    </div>
  );
}
