/**
 * What people type to find a directory category (issue 39): the trade, the tradesperson and the place, in English
 * and French, beside the category's own names (categories.ts). 'plumber' finds Plumbing, 'boulangerie' finds
 * Bakery. Words are matched as the search index stores them (lowercase, no accents), by prefix. Pure.
 */
import { CATEGORIES_FR } from './categories.ts';
import { slugify } from '../locations.ts';

const SEARCH_TERMS: Record<string, string[]> = {
  Accounting: ['accountant', 'bookkeeper', 'bookkeeping', 'tax', 'comptable', 'impots', 'tenue de livres'],
  'Auto Repair': ['mechanic', 'garage', 'car', 'auto', 'tires', 'mecanicien', 'mecanique', 'pneus', 'voiture'],
  Bakery: ['baker', 'bakeshop', 'bread', 'pastry', 'boulanger', 'patisserie', 'pain'],
  Cafe: ['coffee', 'espresso', 'tea', 'coffeehouse', 'cafe', 'salon de the'],
  Church: ['parish', 'chapel', 'worship', 'paroisse', 'chapelle', 'culte'],
  Cleaning: ['cleaner', 'janitorial', 'maid', 'housekeeping', 'menage', 'nettoyage', 'entretien'],
  Clothing: ['clothes', 'apparel', 'fashion', 'boutique', 'mode', 'vetement'],
  Construction: ['contractor', 'builder', 'renovation', 'roofing', 'entrepreneur', 'renovations', 'toiture'],
  Dental: ['dentist', 'dentistry', 'orthodontist', 'dentiste', 'dentaire'],
  Education: ['school', 'tutor', 'tutoring', 'lessons', 'ecole', 'tutorat', 'cours'],
  Electrical: ['electrician', 'electric', 'wiring', 'electricien', 'electrique'],
  Fitness: ['gym', 'trainer', 'yoga', 'gymnase', 'entraineur', 'conditionnement'],
  Florist: ['flowers', 'flower', 'fleurs', 'fleuriste'],
  'Hair Salon': ['hairdresser', 'hairstylist', 'barber', 'haircut', 'coiffeur', 'coiffeuse', 'coiffure', 'barbier'],
  'Health Clinic': ['clinic', 'doctor', 'physiotherapy', 'physio', 'clinique', 'medecin', 'sante'],
  Hotel: ['motel', 'inn', 'lodging', 'hotel', 'auberge', 'hebergement'],
  Landscaping: ['landscaper', 'gardener', 'gardening', 'lawn', 'paysagiste', 'jardinier', 'jardinage'],
  Legal: ['lawyer', 'attorney', 'notary', 'law', 'avocat', 'avocate', 'notaire', 'juridique'],
  Marketing: ['advertising', 'agency', 'publicite', 'agence'],
  'Pet Care': ['pet', 'pets', 'dog', 'grooming', 'groomer', 'veterinarian', 'vet', 'animaux', 'toilettage', 'chien'],
  Photography: ['photographer', 'photo', 'photos', 'photographe'],
  Plumbing: ['plumber', 'plumbers', 'drain', 'plombier', 'plombiers', 'plomberie'],
  'Real Estate': ['realtor', 'real estate agent', 'broker', 'agent immobilier', 'courtier', 'immobilier'],
  Restaurant: ['restaurant', 'dining', 'diner', 'bistro', 'food', 'restauration', 'cuisine'],
  Retail: ['shop', 'store', 'boutique', 'magasin', 'commerce', 'detail'],
  Spa: ['massage', 'esthetics', 'beauty', 'estheticienne', 'beaute', 'soins'],
  'Tech Services': ['computer', 'it', 'repair', 'tech', 'informatique', 'ordinateur', 'technicien'],
};

/** Words too common to say anything about a category ('Services juridiques' is found by 'juridique'). */
const FILLER = new Set(['de', 'du', 'des', 'la', 'le', 'les', 'pour', 'et', 'and', 'of', 'the']);

const words = (texts: readonly string[]) => [
  ...new Set(texts.flatMap((t) => slugify(t).split('-')).filter((w) => w.length >= 2 && !FILLER.has(w))),
];

/** The searchable words of a category: its English and French names and its terms; an unknown one, its own words. */
export function categorySearchWords(category: string): string[] {
  const known = Object.keys(SEARCH_TERMS).find((name) => name.toLowerCase() === category.trim().toLowerCase());
  if (!known) return words([category]);
  return words([known, CATEGORIES_FR[known] ?? '', ...SEARCH_TERMS[known]!]);
}

/** The categories (of those given) that a query word names: one of their words starts with it. */
export function categoriesNamedBy(word: string, categories: readonly string[]): string[] {
  return word ? categories.filter((c) => categorySearchWords(c).some((w) => w.startsWith(word))) : [];
}

/** Every category the directory knows by name, for searches that run without a list of their own (the read API). */
export const KNOWN_CATEGORIES: readonly string[] = Object.keys(SEARCH_TERMS);
