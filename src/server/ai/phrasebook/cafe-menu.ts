/** Menus, shop shelves and events for the café phrasebook, chosen by sub-category. */
import type { SiteCopy } from '../../../schemas/site-copy.ts';
import type { Ctx } from './types.ts';

type Section = NonNullable<SiteCopy['menu']>['sections'][number];
const item = (name: string, description: string, price: string) => ({ name, description, price });

const SECTIONS: Record<string, Section> = {
  espresso: { title: 'Espresso bar', items: [
    item('Espresso', 'A double shot of our house blend, rich and chocolatey.', '$3.25'),
    item('Cappuccino', 'Espresso with silky steamed milk and a deep layer of foam.', '$4.75'),
    item('Latte', 'Espresso and steamed milk; add vanilla, caramel or hazelnut.', '$5.25'),
    item('Americano', 'Espresso topped with hot water, smooth and bold.', '$3.75'),
    item('Drip coffee', 'Fresh batch brew, refilled all morning.', '$2.95'),
  ] },
  bakery: { title: 'From the oven', items: [
    item('Butter croissant', 'Laminated by hand and baked every morning.', '$3.75'),
    item('Cinnamon bun', 'Soft, sticky and generously iced.', '$4.50'),
    item('Blueberry muffin', 'Wild blueberries and a crumble top.', '$3.50'),
    item('Butter tart', 'A Canadian classic with a flaky crust, raisins optional.', '$3.25'),
    item('Sourdough loaf', 'Naturally leavened, baked daily; perfect for home.', '$8.00'),
  ] },
  tea: { title: 'Teas', items: [
    item('Earl Grey', 'Black tea with bergamot, served in a pot for one.', '$4.25'),
    item('Matcha latte', 'Ceremonial-grade matcha whisked with steamed milk.', '$5.75'),
    item('Chai latte', 'House-spiced chai with cardamom, ginger and cinnamon.', '$5.25'),
    item('Rooibos', 'Caffeine-free red bush tea with a honeyed finish.', '$4.00'),
    item('Scone with jam', 'Buttermilk scone, clotted cream and strawberry jam.', '$4.75'),
  ] },
  brunch: { title: 'Brunch, all day', items: [
    item('Avocado toast', 'Sourdough, smashed avocado, feta, chili and a poached egg.', '$13.50'),
    item('Breakfast sandwich', 'Egg, aged cheddar, bacon or tomato on a toasted bun.', '$9.50'),
    item('Eggs Benedict', 'Poached eggs, peameal bacon and hollandaise on an English muffin.', '$16.00'),
    item('Buttermilk pancakes', 'A stack of three with Canadian maple syrup and berries.', '$14.00'),
  ] },
  juice: { title: 'Juices and smoothies', items: [
    item('Green glow', 'Cold-pressed kale, cucumber, apple, lemon and ginger.', '$8.50'),
    item('Sunrise', 'Carrot, orange, turmeric and a little pineapple.', '$8.50'),
    item('Berry blast smoothie', 'Mixed berries, banana, Greek yogurt and honey.', '$9.00'),
    item('Açaí bowl', 'Açaí, granola, banana and seasonal fruit.', '$12.50'),
  ] },
  desserts: { title: 'Desserts', items: [
    item('New York cheesecake', 'Creamy and tall with a graham crust and berry compote.', '$7.50'),
    item('Nanaimo bar', 'Chocolate, custard and coconut: the West Coast favourite.', '$4.25'),
    item('Lemon tart', 'Bright lemon curd in a crisp butter pastry.', '$6.50'),
    item('Gelato', 'Two scoops of house-made gelato, flavours change daily.', '$6.00'),
  ] },
  plates: { title: 'Bistro plates', items: [
    item('Soup of the day', 'Made from scratch and served with fresh bread.', '$8.50'),
    item('Croque monsieur', 'Ham, gruyère and béchamel, grilled until golden.', '$15.00'),
    item('Quiche and salad', 'A generous slice with dressed greens.', '$14.50'),
    item('Niçoise salad', 'Tuna, egg, olives, green beans and potatoes.', '$17.00'),
  ] },
  roastery: { title: 'From the roaster', items: [
    item('Single-origin pour-over', 'Brewed by hand; ask which beans are on this week.', '$5.50'),
    item('Flight of three', 'Taste three of our current roasts side by side.', '$9.00'),
    item('Cold brew', 'Steeped for 18 hours, smooth and naturally sweet.', '$5.25'),
    item('Espresso tonic', 'Espresso over tonic and ice with a twist of orange.', '$5.75'),
  ] },
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
    intro: `Everything on the ${c.name} menu is made to order. Ask about today’s specials and seasonal drinks.`,
    sections: keys.map((k) => SECTIONS[k]!),
  };
}

export function cafeShop(c: Ctx): NonNullable<SiteCopy['shop']> {
  return {
    intro: `Take a little of ${c.name} home: coffee, tea and gifts, available at the counter.`,
    products: [
      item('House blend, 340 g', 'Whole bean or ground to order for your brewer.', '$18.00'),
      item('Decaf, 340 g', 'Swiss Water decaf with all of the flavour.', '$19.00'),
      item('Loose-leaf tea tin', 'Our most popular blend in a resealable tin.', '$14.00'),
      item('Travel mug', 'Insulated, leak-proof and a discount on every refill.', '$28.00'),
      item('Pour-over kit', 'Dripper, filters and a bag of beans to get started.', '$45.00'),
      item('Gift card', 'Any amount from $10; never expires.', 'From $10'),
    ],
  };
}

export function cafeEvents(c: Ctx): NonNullable<SiteCopy['events']> {
  const items = [
    { title: 'Open mic night', when: 'Thursdays, 7 p.m.', description: 'Local musicians, poets and comedians take the corner stage. Sign up at the counter.' },
    { title: 'Latte art workshop', when: 'First Saturday of the month, 10 a.m.', description: 'Learn to steam milk and pour a heart with our head barista. Small group, coffee included.' },
    { title: 'Board game evening', when: 'Second Tuesday of the month, 6 p.m.', description: 'Bring a friend or meet new ones; we supply the games and the hot chocolate.' },
    { title: 'Local artist showcase', when: 'Changes every six weeks', description: `Our walls feature work from artists${c.inCity}. Pieces are for sale, with proceeds going to the artist.` },
  ];
  if (c.subSlug === 'coffee-roastery') items[1] = { title: 'Public cupping', when: 'Saturdays, 11 a.m.', description: 'Taste our newest roasts side by side and learn how we choose our beans.' };
  return { intro: `There is always something happening at ${c.name}. Everyone is welcome.`, items };
}
