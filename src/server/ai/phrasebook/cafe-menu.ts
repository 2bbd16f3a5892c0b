/**
 * Menus, shop shelves and events for the café phrasebook. Only the owner knows the dishes, prices
 * and dates, so these hold the words around them: an intro and, for the menu, suggested section
 * titles by sub-category that the owner fills (empty sections never reach the site).
 */
import type { SiteCopy } from '../../../schemas/site-copy.ts';
import type { Ctx } from './types.ts';

const TITLES: Record<string, string> = {
  espresso: 'Espresso bar',
  bakery: 'From the oven',
  tea: 'Teas',
  brunch: 'Brunch',
  juice: 'Juices and smoothies',
  desserts: 'Desserts',
  plates: 'Bistro plates',
  roastery: 'From the roaster',
};

const ORDER: Record<string, string[]> = {
  'coffee-shop': ['espresso', 'bakery', 'tea'],
  bistro: ['plates', 'espresso', 'desserts'],
  'tea-house': ['tea', 'bakery', 'desserts'],
  'bakery-cafe': ['bakery', 'espresso', 'brunch'],
  'juice-bar': ['juice', 'brunch', 'espresso'],
  'brunch-cafe': ['brunch', 'espresso', 'bakery'],
  'dessert-cafe': ['desserts', 'espresso', 'tea'],
  'coffee-roastery': ['roastery', 'espresso', 'bakery'],
};

export function cafeMenu(c: Ctx): NonNullable<SiteCopy['menu']> {
  const keys = ORDER[c.subSlug] ?? ORDER['coffee-shop']!;
  return {
    intro: `Everything on the ${c.name} menu is made to order. Ask about today’s specials.`,
    sections: keys.map((k) => ({ title: TITLES[k]!, items: [] })),
  };
}

export function cafeShop(c: Ctx): NonNullable<SiteCopy['shop']> {
  return { intro: `Take a little of ${c.name} home: ask at the counter about what we have in store.`, products: [] };
}

export function cafeEvents(c: Ctx): NonNullable<SiteCopy['events']> {
  return { intro: `There is always something happening at ${c.name}. Everyone is welcome.`, items: [] };
}
