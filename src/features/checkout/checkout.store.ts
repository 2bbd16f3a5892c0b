/** Checkout state: which plan the owner picked (none until a choice is made). */
import { atom } from 'nanostores';
import type { CheckoutChoice } from './checkout.ts';

export const $choice = atom<CheckoutChoice | null>(null);

export function choosePlan(choice: CheckoutChoice): void {
  $choice.set(choice);
}
