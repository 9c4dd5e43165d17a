import { useRef, useState } from 'react';
import { errorText } from '../shared/errors';

export interface SavedChoice<T> {
  /** What the control shows: the user's latest choice while it is being saved, else the stored value. */
  value: T;
  /** Shows `value` at once and saves it; resolves true once saved, false if saving failed (then `error` says why). */
  choose(value: T): Promise<boolean>;
  /** Why the last choice could not be saved ('' when it was, or while saving). */
  error: string;
}

interface Pending<T> {
  value: T;
  id: number;
  /** The write resolved: the choice stays shown only until storage reports a change. */
  written: boolean;
}

/**
 * For a setting control (checkbox, radio) whose value lives in storage: the click shows at
 * once instead of after the write and storage's change event have gone round, which on a busy
 * machine is a visible lag. A failed write takes the choice back and says why.
 * `stored` must be a primitive (compared with Object.is), `save` rejects when it fails.
 */
export function useSavedChoice<T>(stored: T, save: (value: T) => Promise<void>): SavedChoice<T> {
  const [pending, setPending] = useState<Pending<T> | null>(null);
  const [seenStored, setSeenStored] = useState(stored);
  const [error, setError] = useState('');
  const latest = useRef(0);

  // Storage has moved on since the write finished (it caught up, or something else changed it):
  // it is the truth again. Adjusted during render, so no frame shows the old value.
  const storedMoved = !Object.is(stored, seenStored);
  if (storedMoved) setSeenStored(stored);
  const settled = pending?.written === true && (storedMoved || Object.is(stored, pending.value));
  if (settled) setPending(null);

  async function choose(value: T): Promise<boolean> {
    const id = ++latest.current;
    setPending({ value, id, written: false });
    setError('');
    try {
      await save(value);
      setPending((p) => (p?.id === id ? { ...p, written: true } : p));
      return true;
    } catch (problem) {
      // Only the latest choice speaks: an older failed write is superseded by the newer choice.
      if (latest.current === id) {
        setPending(null);
        setError(errorText(problem));
      }
      return false;
    }
  }

  return { value: pending && !settled ? pending.value : stored, choose, error };
}
