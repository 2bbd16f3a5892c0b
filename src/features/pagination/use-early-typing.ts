import { useEffect, type RefObject } from 'react';

/**
 * Search islands hydrate on idle, so a visitor can type into the prebuilt search box before React
 * owns it. On mount, text already in the box is taken into the island's state instead of lost.
 */
export function useEarlyTyping(ref: RefObject<HTMLInputElement | null>, keep: (value: string) => void): void {
  useEffect(() => {
    const typed = ref.current?.value ?? '';
    if (typed) keep(typed);
    // Once, at hydration: afterwards the input is controlled.
  }, []);
}
