import { useSearchParams } from 'react-router-dom';

/**
 * A list filter kept in the address's query (`?paymentStatus=paid`), so a filtered list can be
 * linked to and survives a reload. A value the guard does not know reads as no filter.
 */
export function useUrlFilter<T extends string>(
  name: string,
  isValue: (value: string) => value is T,
): [T | null, (value: T | null) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(name);
  const value = raw !== null && isValue(raw) ? raw : null;
  const set = (next: T | null) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === null) updated.delete(name);
        else updated.set(name, next);
        return updated;
      },
      { replace: true },
    );
  return [value, set];
}
