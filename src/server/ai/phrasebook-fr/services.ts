/** French service copy written for the most chosen services of restaurants, churches and builders (others use their type's lines). */
import type { FrServiceCopy } from './types.ts';

const svc = (first: FrServiceCopy['paragraphs'][number], second: string, highlights: string[]): FrServiceCopy => ({
  paragraphs: [first, () => second],
  highlights,
});

export const RESTAURANT_SERVICES: Record<string, FrServiceCopy> = {
  'dine-in': svc(
    (c) =>
      `Prenez place chez ${c.name} : la cuisine prépare chaque plat à la commande et la salle s’occupe de vous du début à la fin du repas.`,
    'Réservez pour les grandes tablées ou passez sans réservation : nous vous trouverons une place dès que possible.',
    [
      'Plats préparés à la commande',
      'Réservations pour les groupes',
      'Un service attentionné',
      'Les familles sont les bienvenues',
    ],
  ),
  takeout: svc(
    (c) =>
      `Commandez chez ${c.name} par téléphone au ${c.phone} ou sur place : votre repas est emballé avec soin et prêt à votre arrivée.`,
    'Dites-nous à quelle heure vous passez, et nous nous occupons du reste.',
    ['Commandes par téléphone', 'Prêt à votre arrivée', 'Emballé avec soin', 'Tout le menu à emporter'],
  ),
  delivery: svc(
    (c) =>
      `${c.name} livre vos repas à domicile dans sa zone de livraison, bien emballés pour qu’ils arrivent comme il se doit.`,
    'Appelez-nous pour savoir si nous livrons chez vous et à quelle heure.',
    ['Livraison dans notre zone', 'Repas bien emballés', 'Commandes par téléphone', 'Heure de livraison confirmée'],
  ),
  catering: svc(
    (c) =>
      `Dîner de bureau, fête de famille ou réception : ${c.name} prépare des plats pour votre groupe, livrés ou à récupérer.`,
    'Parlez-nous de la date, du nombre de personnes et des allergies : nous vous proposerons un menu et confirmerons le prix.',
    ['Menus pour les groupes', 'Allergies prises en compte', 'Livraison ou cueillette', 'Prix confirmé à l’avance'],
  ),
};

export const CHURCH_SERVICES: Record<string, FrServiceCopy> = {
  'sunday-worship': svc(
    (c) =>
      `Chaque semaine, ${c.name} se rassemble pour prier, chanter et écouter la Parole, avec un message pour tous les âges.`,
    'Venez tel que vous êtes : quelqu’un vous accueillera à la porte et répondra à vos questions.',
    [
      'Musique et lectures',
      'Un message pour tous les âges',
      'Un accueil à la porte',
      'Les familles sont les bienvenues',
    ],
  ),
  'bible-study': svc(
    (c) =>
      `Les petits groupes ${c.de} lisent la Bible ensemble, posent leurs questions et prient les uns pour les autres.`,
    'Aucune connaissance préalable n’est nécessaire : chacun avance à son rythme.',
    ['Petits groupes', 'Toutes les questions sont bienvenues', 'Un moment de prière', 'Pour débutants et habitués'],
  ),
  baptisms: svc(
    (c) =>
      `${c.name} accompagne les familles et les adultes qui demandent le baptême, de la préparation jusqu’à la célébration.`,
    'Écrivez-nous pour en parler : nous prendrons le temps de vous rencontrer.',
    [
      'Préparation personnalisée',
      'Pour les enfants et les adultes',
      'Une célébration en communauté',
      'Une équipe à l’écoute',
    ],
  ),
  weddings: svc(
    (c) => `Vous vous mariez ? ${c.name} vous accompagne dans la préparation au mariage et la célébration.`,
    'Communiquez avec nous tôt pour planifier la préparation et la cérémonie ensemble.',
    ['Préparation au mariage', 'Une célébration qui vous ressemble', 'Planifiée avec vous', 'Une équipe à l’écoute'],
  ),
};

export const CONSTRUCTION_SERVICES: Record<string, FrServiceCopy> = {
  'kitchen-remodeling': svc(
    (c) =>
      `${c.name} repense votre cuisine avec vous : aménagement, armoires, comptoirs et éclairage, pour la pièce la plus occupée de la maison.`,
    'Nous commençons par une visite, puis nous vous remettons une soumission détaillée avant le début des travaux.',
    ['Aménagement pensé avec vous', 'Soumission détaillée', 'Chantier propre', 'Une seule personne à joindre'],
  ),
  'bathroom-remodeling': svc(
    (c) =>
      `${c.name} rénove votre salle de bain avec des matériaux solides et faciles à entretenir : douche, céramique et accessoires.`,
    'Nous vous expliquons chaque étape et nous protégeons le reste de la maison pendant les travaux.',
    ['Matériaux durables', 'Travaux expliqués', 'Maison protégée', 'Chantier propre'],
  ),
  roofing: svc(
    (c) =>
      `Réfection, réparation ou inspection : ${c.name} s’occupe de votre toiture, avec une ventilation et des solins faits dans les règles de l’art.`,
    'Nous inspectons d’abord, puis nous vous expliquons ce qui doit être fait maintenant et ce qui peut attendre.',
    ['Inspection d’abord', 'Ventilation et solins soignés', 'Soumission claire', 'Terrain nettoyé après les travaux'],
  ),
  'home-renovations': svc(
    (c) =>
      `Une pièce ou toute la maison : ${c.name} planifie vos rénovations avec vous et les mène à terme dans les délais prévus.`,
    'Vous savez ce qui est inclus, combien cela coûte et quand chaque étape aura lieu.',
    ['Planification avec vous', 'Échéancier réaliste', 'Soumission détaillée', 'Chantier propre'],
  ),
};
