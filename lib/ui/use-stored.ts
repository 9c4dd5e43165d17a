import { useEffect, useState } from 'react';
import { localStorageArea, onStorageChange } from '../browser/storage';

/**
 * Subscribes a component to keys of extension storage. `select` turns the raw items into
 * what the component shows, parsing with zod: storage is outside data.
 */
export function useStored<T>(
  match: (key: string) => boolean,
  select: (items: Record<string, unknown>) => T,
  initial: T,
): T {
  const [value, setValue] = useState<T>(initial);
  useEffect(() => {
    let alive = true;
    const area = localStorageArea();
    const refresh = (): void => {
      void area.get(null).then((items) => {
        if (alive) setValue(select(items));
      });
    };
    refresh();
    const stop = onStorageChange((changes) => {
      if (Object.keys(changes).some(match)) refresh();
    });
    return () => {
      alive = false;
      stop();
    };
    // The selectors are fixed for a component's lifetime.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return value;
}
