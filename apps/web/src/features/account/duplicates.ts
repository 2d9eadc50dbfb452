import { useCallback, useRef, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isTaken } from './api';
import { accountText } from './messages';
import { type CheckField, checkValue, type KnownTaken } from './schemas';

/** What the duplicate checks have learnt so far in this form: taken values and free ones. */
export interface DuplicateStore extends KnownTaken {
  isFree(field: CheckField, value: string): boolean;
  markTaken(field: CheckField, value: string, message?: string): void;
  markFree(field: CheckField, value: string): void;
}

export function useDuplicateStore(): DuplicateStore {
  const [store] = useState<DuplicateStore>(() => {
    const taken = new Map<string, string>();
    const free = new Set<string>();
    const key = (field: CheckField, value: string) => `${field}\u0000${value}`;
    return {
      message: (field, value) => taken.get(key(field, value)),
      isFree: (field, value) => free.has(key(field, value)),
      markTaken(field, value, message = accountText.taken[field]) {
        free.delete(key(field, value));
        taken.set(key(field, value), message);
      },
      markFree(field, value) {
        taken.delete(key(field, value));
        free.add(key(field, value));
      },
    };
  });
  return store;
}

/**
 * The duplicate check on blur (docs/api.md#form-checks): asks the server about one field once its own rules pass
 * (`read` answers undefined otherwise). A taken value becomes the field's error through the
 * schema, so it blocks submission until the value changes; a failed check says so under the
 * field and leaves the decision to the server on submit.
 */
export function useDuplicateCheck<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  store: DuplicateStore,
) {
  /** The value asked about last per field; answers for older values are dropped. */
  const pending = useRef<Partial<Record<CheckField, string>>>({});
  const inFlight = useRef(new Set<string>());
  const { trigger, setError, clearErrors, getFieldState } = form;

  return useCallback(
    async (field: CheckField, path: Path<T>, read: () => string | undefined) => {
      const raw = read();
      if (raw === undefined) return;
      const value = checkValue(field, raw);
      const stillCurrent = () => {
        const now = read();
        return (
          pending.current[field] === value && now !== undefined && checkValue(field, now) === value
        );
      };
      const clearFailure = () => {
        if (getFieldState(path).error?.type === 'checkFailed') clearErrors(path);
      };
      if (store.message(field, value)) return;
      if (store.isFree(field, value)) return clearFailure();
      pending.current[field] = value;
      const key = `${field}\u0000${value}`;
      if (inFlight.current.has(key)) return;
      inFlight.current.add(key);
      try {
        const taken = await isTaken({ [field]: value });
        if (!stillCurrent()) return;
        if (taken) {
          store.markTaken(field, value);
          await trigger(path);
        } else {
          store.markFree(field, value);
          clearFailure();
        }
      } catch {
        if (stillCurrent()) {
          setError(path, { type: 'checkFailed', message: accountText.checkFailed });
        }
      } finally {
        inFlight.current.delete(key);
      }
    },
    [store, trigger, setError, clearErrors, getFieldState],
  );
}
