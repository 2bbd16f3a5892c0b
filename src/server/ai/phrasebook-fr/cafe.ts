/** French built-in copy for cafés, bistros, tea houses and bakeries: written in French, for French readers. */
import type { FrPhrasebook } from './types.ts';

const SIGNATURE: Record<string, string> = {
  'coffee-shop': 'des espressos tirés avec soin, du café filtre et des viennoiseries sorties du four chaque matin',
  bistro: 'des assiettes de saison toutes simples, du bon café et de quoi trinquer',
  'tea-house': 'des thés en feuilles infusés comme il se doit, des scones et des coins tranquilles où s’attarder',
  'bakery-cafe': 'du pain, des brioches et des viennoiseries de nos fours, avec un café à la hauteur',
  'juice-bar':
    'des jus pressés à froid, des smoothies et des bols préparés à la minute avec des fruits et légumes entiers',
  'brunch-cafe': 'des déjeuners servis toute la journée, du café à volonté et des assiettes qui valent le détour',
  'dessert-cafe': 'des gâteaux, des tartes et de la glace maison, avec un espresso pour équilibrer le tout',
  'coffee-roastery': 'du café que nous torréfions nous-mêmes en petits lots, infusé comme chaque grain le mérite',
};
const sig = (slug: string) => SIGNATURE[slug] ?? 'du bon café, des pâtisseries fraîches et un accueil chaleureux';

const SECTIONS: Record<string, string[]> = {
  'coffee-shop': ['Au bar à espresso', 'Sorti du four', 'Thés'],
  bistro: ['Assiettes du bistro', 'Au bar à espresso', 'Desserts'],
  'tea-house': ['Thés', 'Sorti du four', 'Desserts'],
  'bakery-cafe': ['Sorti du four', 'Au bar à espresso', 'Déjeuners'],
  'juice-bar': ['Jus et smoothies', 'Déjeuners', 'Au bar à espresso'],
  'brunch-cafe': ['Déjeuners', 'Au bar à espresso', 'Sorti du four'],
  'dessert-cafe': ['Desserts', 'Au bar à espresso', 'Thés'],
  'coffee-roastery': ['De la brûlerie', 'Au bar à espresso', 'Sorti du four'],
};

export const cafe: FrPhrasebook = {
  headlines: [
    (c) => `Votre ${c.sub} de quartier${c.aCity}`,
    (c) => `Les bons matins commencent chez ${c.name}`,
    () => 'Venez pour le café, restez pour la compagnie',
  ],
  subheadlines: [
    (c) => `${c.name} vous sert ${sig(c.subSlug)}. Installez-vous, ou repartez avec votre commande.`,
    (c) =>
      `Au programme : ${sig(c.subSlug)}, des visages souriants derrière le comptoir et une place près de la fenêtre.`,
  ],
  primaryCta: 'Venez nous voir',
  introTitles: [(c) => `${c.Sub} pensé pour les habitués`, (c) => `Bienvenue chez ${c.name}`],
  intro: [
    (c) =>
      `${c.name} est ${c.un} ${c.sub} indépendant${c.un === 'une' ? 'e' : ''}${c.aCity}. On y trouve ${sig(c.subSlug)}, servis par des gens qui retiennent votre prénom et votre commande habituelle.`,
    (c) =>
      `Chez ${c.name}, tout est préparé à la commande et chaque client est reçu comme un habitué, même à sa première visite.`,
  ],
  aboutTitle: (c) => `L’histoire ${c.de}`,
  about: [
    [
      (c) => `${c.name} est ${c.un} ${c.sub}${c.aCity} qui mise sur la simplicité : ${sig(c.subSlug)}.`,
      () => 'Demandez-nous ce qui est frais aujourd’hui : nous aimons en parler.',
      () =>
        'Que vous veniez retrouver une amie, avancer dans vos courriels ou simplement faire le plein avant la journée, il y a une place pour vous ici.',
    ],
    [
      (c) => `Nous avons ouvert ${c.name} pour offrir au quartier ${c.un} ${c.sub} qui vaut la marche.`,
      (c) => `Notre idée est restée la même : ${sig(c.subSlug)}.`,
      () =>
        'Chaque tasse et chaque assiette sont préparées à la commande, et chaque client est accueilli comme un habitué.',
    ],
  ],
  mission: [
    (c) =>
      `Servir une excellente tasse et offrir ${c.city ? `à ${c.city}` : 'à nos voisins'} un endroit chaleureux où se retrouver, jour après jour.`,
    () => 'Du bon café, une cuisine honnête et un accueil qui donne envie de revenir le lendemain.',
  ],
  values: [
    {
      title: 'Frais, tous les jours',
      text: () => 'Les viennoiseries sortent du four le matin et rien ne traîne des jours dans la vitrine.',
    },
    {
      title: 'Choisi avec soin',
      text: () => 'Nous achetons le café, les produits laitiers et les fruits auprès de fournisseurs de confiance.',
    },
    {
      title: 'Une place pour chacun',
      text: () =>
        'Poussettes, ordinateurs portables, clubs de lecture ou premiers rendez-vous : nos tables sont ouvertes à tous.',
    },
    {
      title: 'Des baristas passionnés',
      text: () => 'Notre équipe règle l’espresso chaque matin et vous aide volontiers à trouver votre prochain favori.',
    },
  ],
  services: {
    'dine-in': {
      paragraphs: [
        (c) =>
          `Prenez le temps de vous installer chez ${c.name}. Des places confortables vous attendent, et votre latte est servi dans une vraie tasse.`,
        () =>
          'Commandez au comptoir : nous vous apportons votre assiette à la table. Un coin tranquille est aussi là pour les petites rencontres.',
      ],
      highlights: [
        'Des places confortables',
        'De vraies tasses et de vraies assiettes',
        'Service à la table pour les plats',
        'Les familles sont les bienvenues',
      ],
    },
    takeout: {
      paragraphs: [
        (c) =>
          `Pressé ? Chez ${c.name}, les commandes à emporter vont vite : commandez au comptoir ou appelez d’avance au ${c.phone}, et tout sera prêt à votre arrivée.`,
        () => 'Apportez votre propre tasse si vous le souhaitez : nous la remplissons avec plaisir.',
      ],
      highlights: [
        'Commandes par téléphone',
        'Votre tasse réutilisable est la bienvenue',
        'Prêt à votre arrivée',
        'Idéal pour les tournées de café du bureau',
      ],
    },
    catering: {
      paragraphs: [
        (c) =>
          `Réunion, portes ouvertes ou déjeuner d’équipe : ${c.name} s’occupe du café, des viennoiseries, des sandwichs et des salades pour votre groupe.`,
        () =>
          'Indiquez-nous la date, le nombre de personnes et les restrictions alimentaires. Nous vous proposerons un menu et confirmerons le prix avant de commencer.',
      ],
      highlights: [
        'Service de café complet',
        'Plateaux de viennoiseries et de sandwichs',
        'Options pour les restrictions alimentaires',
        'Prix confirmé à l’avance',
      ],
    },
  },
  serviceLines: [
    (c, s) =>
      `${s.charAt(0).toUpperCase()}${s.slice(1)} chez ${c.name} : on s’en occupe comme de tout le reste, avec soin, sans presse et avec le sourire.`,
    () => 'Passez nous voir ou écrivez-nous : nous vous expliquerons tout en détail et confirmerons le prix avec vous.',
  ],
  serviceHighlights: [
    'Préparé avec soin',
    'Une équipe accueillante',
    'Les détails confirmés avec vous',
    'Renseignements au comptoir ou par téléphone',
  ],
  teamIntro: (c) =>
    `Les gens derrière le comptoir ${c.de} sont la raison pour laquelle nos clients reviennent. Voici qui vous rencontrerez.`,
  team: (c) => [
    {
      role: 'Propriétaire',
      bio: `A ouvert ${c.name} pour offrir au quartier ${c.un} ${c.sub} qui vaut la marche, et travaille encore souvent au comptoir le matin.`,
    },
    {
      role: 'Barista en chef',
      bio: 'Règle l’espresso chaque matin, forme les nouveaux baristas et parle grains de café avec plaisir.',
    },
    {
      role: 'Boulangère',
      bio: 'Commence avant le lever du soleil pour que les croissants et les pains soient chauds à l’ouverture.',
    },
    {
      role: 'Accueil',
      bio: 'Fait avancer la file, se souvient des commandes des habitués et met chaque client à l’aise.',
    },
  ],
  menu: (c) => ({
    intro: `Tout ce qui figure au menu ${c.de} est préparé à la commande. Demandez-nous les suggestions du jour.`,
    sections: (SECTIONS[c.subSlug] ?? SECTIONS['coffee-shop']!).map((title) => ({ title, items: [] })),
  }),
  shop: (c) => ({
    intro: `Rapportez un peu ${c.de} à la maison : demandez au comptoir ce que nous avons en magasin.`,
    products: [],
  }),
  events: (c) => ({
    intro: `Il se passe toujours quelque chose chez ${c.name}. Tout le monde est le bienvenu.`,
    items: [],
  }),
  taglines: [(c) => `${c.Sub}${c.aCity}`, () => 'Bon café, pâtisseries fraîches, visages souriants'],
  contactTitle: 'Venez nous voir ou écrivez-nous',
  contactIntro: (c) =>
    `Une question sur le service traiteur, les événements ou le menu ? Écrivez à ${c.name} et nous vous répondrons rapidement, ou appelez-nous au ${c.phone}.`,
  cta: {
    title: (c) => `À bientôt chez ${c.name}`,
    text: () => 'Passez prendre un café, ou parlez-nous de votre prochain événement.',
    button: 'Nous joindre',
  },
};
