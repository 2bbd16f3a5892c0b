/** French built-in copy for businesses that serve people in person: restaurants, churches, builders, gyms, schools, non-profits, salons and shops. */
import { book, e, line } from './helpers.ts';
import { CHURCH_SERVICES, CONSTRUCTION_SERVICES, RESTAURANT_SERVICES } from './services.ts';

export const restaurant = book({
  headlines: [
    (c) => `Bienvenue à table chez ${c.name}`,
    (c) => `${c.Sub}${c.aCity}`,
    () => 'Une cuisine préparée à la commande, un accueil qui fait du bien',
  ],
  subheadlines: [
    (c) => `${c.name} vous reçoit à sa table. Réservez ou passez nous voir.`,
    (c) =>
      `Chez ${c.name}, la cuisine prépare chaque plat à la commande et la salle vous accueille comme des habitués.`,
  ],
  primaryCta: 'Réserver une table',
  intro: [
    (c) =>
      `${c.name} est ${c.un} ${c.sub}${c.aCity}. Ici, chaque plat est préparé à la commande et chaque table est servie avec attention.`,
    (c) => `À ${c.name}, on vient pour bien manger et passer un bon moment, en famille, entre amis ou entre collègues.`,
  ],
  about: [
    [
      (c) => `${c.name} est ${c.un} ${c.sub}${c.aCity} où la cuisine et la salle travaillent main dans la main.`,
      line('Nous cuisinons ce que nous aimons manger, avec des ingrédients choisis avec soin.'),
      line(
        'Dites-nous si vous avez des allergies ou des préférences : nous ferons de notre mieux pour vous accommoder.',
      ),
    ],
    [
      (c) =>
        `Ce qui compte chez ${c.name}, c’est simple : de bons plats, servis chauds, ` +
        'dans une salle où l’on se sent bien.',
      line('Notre équipe prend le temps de vous conseiller et de répondre à vos questions sur le menu.'),
      line('Réservez une table ou appelez-nous : nous répondrons à vos questions.'),
    ],
  ],
  mission: [
    (c) => `Servir de bons repas${c.city ? ` à ${c.city}` : ''} dans une ambiance où chacun se sent bienvenu.`,
    line('Une cuisine honnête, un service attentionné et l’envie de vous revoir bientôt.'),
  ],
  values: [
    { title: 'Préparé à la commande', text: line('Chaque plat part de la cuisine au moment où vous le commandez.') },
    {
      title: 'Des ingrédients choisis',
      text: line('Nous choisissons nos produits avec soin, auprès de fournisseurs de confiance.'),
    },
    {
      title: 'Un accueil chaleureux',
      text: line('Que ce soit votre première visite ou votre centième, vous êtes reçu comme un habitué.'),
    },
    { title: 'À l’écoute', text: line('Allergies, préférences ou grandes tablées : dites-nous ce qu’il vous faut.') },
  ],
  services: RESTAURANT_SERVICES,
  serviceLines: [
    (c, s) => `${c.name} vous propose ce service avec le même soin qu’en salle : ${s}.`,
    (c) => `Appelez-nous au ${c.phone} ou écrivez-nous : nous confirmerons les détails avec vous.`,
  ],
  serviceHighlights: [
    'Préparé à la commande',
    'Les détails confirmés avec vous',
    'Une équipe attentionnée',
    'Allergies prises au sérieux',
  ],
  team: () => [
    {
      role: 'Propriétaire',
      bio: 'Veille sur la salle comme sur la cuisine, et passe saluer les tables dès qu’il le peut.',
    },
    { role: 'Chef', bio: 'Prépare chaque plat à la commande et aime faire découvrir les produits de saison.' },
    { role: 'Service en salle', bio: 'Vous accueille, vous conseille et s’assure que vous ne manquez de rien.' },
  ],
  menu: (c) => ({
    intro: `Tout ce qui figure au menu ${c.de} est préparé à la commande. Demandez-nous les suggestions du jour.`,
    sections: [
      { title: 'Entrées', items: [] },
      { title: 'Plats principaux', items: [] },
      { title: 'Desserts', items: [] },
    ],
  }),
  taglines: [(c) => `${c.Sub}${c.aCity}`, () => 'De bons plats, un accueil chaleureux'],
  contactTitle: 'Réserver ou nous écrire',
  contactIntro: (c) =>
    `Pour réserver une table ou poser une question, écrivez à ${c.name} ou appelez-nous au ${c.phone}.`,
  cta: {
    title: (c) => `À bientôt chez ${c.name}`,
    text: line('Réservez votre table ou parlez-nous de votre prochaine réception.'),
    button: 'Nous joindre',
  },
});

export const church = book({
  headlines: [
    (c) => `Bienvenue à ${c.name}`,
    (c) => `Une communauté de foi${c.aCity}`,
    () => 'Il y a une place pour vous ici',
  ],
  subheadlines: [
    (c) =>
      `${c.name} est une communauté qui prie, célèbre et s’entraide. Venez tel que vous êtes : vous serez accueilli à bras ouverts.`,
    (c) =>
      `Que vous cherchiez une communauté, un moment de recueillement ou un coup de main, ${c.name} vous ouvre ses portes.`,
  ],
  primaryCta: 'Venez nous rencontrer',
  intro: [
    (c) =>
      `${c.name} est ${c.un} ${c.sub}${c.aCity}. Familles, personnes seules, jeunes et aînés : chacun y trouve sa place.`,
    (c) => `À ${c.name}, on se rassemble pour prier, célébrer et prendre soin les uns des autres, dans la simplicité.`,
  ],
  about: [
    [
      (c) => `${c.name} rassemble des gens de tous les âges et de tous les horizons${c.aCity}.`,
      line('Nous croyons qu’une communauté se construit autour d’une table, d’une prière et d’une main tendue.'),
      line('Vous êtes les bienvenus, que vous veniez pour la première fois ou depuis longtemps.'),
    ],
    [
      (c) => `La porte ${c.de} est ouverte à tous ceux qui cherchent un lieu de foi et d’amitié.`,
      line('Nos bénévoles et notre équipe pastorale sont là pour vous accueillir et vous accompagner.'),
      line('Écrivez-nous si vous avez une question : nous serons heureux d’y répondre.'),
    ],
  ],
  mission: [
    line('Accueillir chacun, grandir ensemble dans la foi et servir notre prochain.'),
    (c) => `Être une présence d’espérance et d’entraide${c.city ? ` à ${c.city}` : ' dans notre quartier'}.`,
  ],
  values: [
    { title: 'L’accueil', text: line('Chacun est le bienvenu, tel qu’il est, d’où qu’il vienne.') },
    { title: 'La prière', text: line('Nous prenons le temps de prier ensemble et les uns pour les autres.') },
    { title: 'L’entraide', text: line('Nous tendons la main aux voisins qui traversent un moment difficile.') },
    { title: 'La transmission', text: line('Nous faisons grandir la foi des enfants, des jeunes et des adultes.') },
  ],
  services: CHURCH_SERVICES,
  serviceLines: [
    (c, s) => `${c.name} vous accompagne avec bienveillance : ${s}.`,
    (c) => `Pour en savoir plus, écrivez-nous ou appelez-nous au ${c.phone}. Un membre de l’équipe vous répondra.`,
  ],
  serviceHighlights: [
    'Un accueil bienveillant',
    'Pour tous les âges',
    'Une équipe à l’écoute',
    'Renseignements par téléphone ou par courriel',
  ],
  team: () => [
    { role: 'Pasteur', bio: 'Anime la vie de la communauté et prend le temps d’écouter chacun.' },
    {
      role: 'Responsable de la pastorale',
      bio: 'Coordonne les activités pour les enfants, les jeunes et les familles.',
    },
    { role: 'Accueil et secrétariat', bio: 'Répond à vos questions et vous oriente vers la bonne personne.' },
  ],
  events: (c) => ({
    intro: `Retrouvez ici les rencontres et célébrations ${c.de}. Tout le monde est le bienvenu.`,
    items: [],
  }),
  taglines: [(c) => `${c.Sub}${c.aCity}`, () => 'Une communauté de foi et d’entraide'],
  contactTitle: 'Nous joindre',
  contactIntro: (c) =>
    `Une question, une demande de prière ou envie de nous rencontrer ? Écrivez à ${c.name} ou appelez-nous au ${c.phone}.`,
  cta: {
    title: line('Venez nous rencontrer'),
    text: (c) => `La porte ${c.de} vous est grande ouverte.`,
    button: 'Nous joindre',
  },
});

export const construction = book({
  headlines: [
    (c) => `${c.Sub}${c.aCity}, fait dans les règles de l’art`,
    (c) => `Des travaux bien faits avec ${c.name}`,
    () => 'Votre projet, bien planifié et bien construit',
  ],
  subheadlines: [
    (c) =>
      `${c.name} planifie, construit et livre vos projets avec soin. Demandez une soumission claire, sans surprise.`,
    (c) =>
      `Rénovation, construction ou réparation : ${c.name} vous accompagne de la première visite jusqu’à la fin du chantier.`,
  ],
  primaryCta: 'Demander une soumission',
  intro: [
    (c) =>
      `${c.name} est ${c.un} ${c.sub}${c.aCity}. Nous prenons le temps de comprendre votre projet avant de vous remettre une soumission détaillée.`,
    (c) =>
      `Chez ${c.name}, un chantier propre, des délais respectés et une communication claire comptent autant que le travail lui-même.`,
  ],
  about: [
    [
      (c) => `${c.name} est ${c.un} ${c.sub} indépendant${e(c)}${c.aCity}.`,
      line(
        'Nous vous expliquons chaque étape, nous respectons votre maison et nous laissons le chantier propre chaque soir.',
      ),
      line(
        'Une soumission détaillée, un échéancier réaliste et une seule personne à joindre pour toutes vos questions.',
      ),
    ],
    [
      (c) => `Chez ${c.name}, chaque projet commence par une visite et une bonne écoute.`,
      line(
        'Nous travaillons avec des corps de métier de confiance et nous vérifions chaque détail avant de passer à l’étape suivante.',
      ),
      line('Vous savez toujours où en sont les travaux, et pourquoi.'),
    ],
  ],
  mission: [
    line('Construire et rénover avec soin, dans le respect de votre budget et de votre maison.'),
    (c) => `Être l’entreprise que les gens${c.city ? ` de ${c.city}` : ''} recommandent à leurs voisins.`,
  ],
  values: [
    { title: 'Des soumissions claires', text: line('Vous savez ce qui est inclus avant le début des travaux.') },
    { title: 'Un chantier propre', text: line('Nous protégeons votre maison et nous nettoyons chaque jour.') },
    { title: 'Une bonne communication', text: line('Une seule personne à joindre et des nouvelles régulières.') },
    { title: 'Du travail solide', text: line('Nous faisons les choses correctement, même ce qui ne se voit pas.') },
  ],
  services: CONSTRUCTION_SERVICES,
  serviceLines: [
    (c, s) => `${c.name} prend en charge votre projet du début à la fin : ${s}.`,
    line('Nous commençons par une visite, puis nous vous remettons une soumission détaillée avant tout travail.'),
  ],
  serviceHighlights: [
    'Soumission détaillée',
    'Chantier propre',
    'Une seule personne à joindre',
    'Travail vérifié à chaque étape',
  ],
  team: () => [
    { role: 'Propriétaire', bio: 'Rencontre chaque client, prépare les soumissions et visite les chantiers.' },
    { role: 'Chargé de projet', bio: 'Coordonne les corps de métier, les permis et l’échéancier.' },
    { role: 'Charpentier-menuisier', bio: 'Réalise les travaux avec soin et garde le chantier propre.' },
  ],
  taglines: [(c) => `${c.Sub}${c.aCity}`, () => 'Des travaux bien planifiés, bien construits'],
  contactTitle: 'Demander une soumission',
  contactIntro: (c) =>
    `Parlez-nous de votre projet : ${c.name} vous répondra rapidement pour planifier une visite. Vous pouvez aussi nous appeler au ${c.phone}.`,
  cta: {
    title: line('Prêt à commencer votre projet ?'),
    text: (c) => `Demandez une soumission à ${c.name}.`,
    button: 'Demander une soumission',
  },
});
