/** The catalogue's shapes and page ids, apart from its data so the data files import no loop. */
import type { IconName } from './icons.ts';

export const PAGE_IDS = ['home', 'services', 'about', 'team', 'shop', 'events', 'menu', 'contact'] as const;
export type PageId = (typeof PAGE_IDS)[number];

export const PAGE_LABELS: Record<PageId, string> = {
  home: 'Home',
  services: 'Services',
  about: 'About',
  team: 'Team',
  shop: 'Shop',
  events: 'Events',
  menu: 'Menu',
  contact: 'Contact',
};

export interface CatalogueService {
  name: string;
  /** One line shown in the wizard's services popup. */
  summary: string;
}

export interface BusinessType {
  name: string;
  icon: IconName;
  keywords: string[];
  /** Pages this type offers; 'home' is always included. */
  pages: PageId[];
  /** Pages ticked when the type is chosen. */
  defaultPages: PageId[];
  subCategories: string[];
  services: CatalogueService[];
  /** How many of the services are ticked at first. */
  defaultServiceCount: number;
  /** schema.org type for the generated site's LocalBusiness JSON-LD. */
  schemaType: string;
  comingSoon?: boolean;
}
