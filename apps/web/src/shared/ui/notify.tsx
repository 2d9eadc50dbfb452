import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import styles from './notify.module.css';

type Tone = 'status' | 'alert';
interface Toast {
  id: number;
  message: string;
  tone: Tone;
}

const NotifyContext = createContext<(message: string, tone?: Tone) => void>(() => {});

/** Short notices (docs/api.md#client-state alerts) as toasts read out by screen readers. */
export function NotifyProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const notify = useCallback((message: string, tone: Tone = 'status') => {
    const id = Date.now() + Math.random();
    setToasts((list) => [...list.slice(-2), { id, message, tone }]);
    setTimeout(() => setToasts((list) => list.filter((t) => t.id !== id)), 3500);
  }, []);
  const value = useMemo(() => notify, [notify]);
  return (
    <NotifyContext.Provider value={value}>
      {children}
      <div className={styles.stack}>
        {toasts.map((t) => (
          <p key={t.id} role={t.tone} className={t.tone === 'alert' ? styles.alert : styles.toast}>
            {t.message}
          </p>
        ))}
      </div>
    </NotifyContext.Provider>
  );
}

export const useNotify = () => useContext(NotifyContext);
