/** French built-in copy for any business (and a custom niche): adapts to what the owner said their business is. */
import type { FrPhrasebook } from './types.ts';

export const general: FrPhrasebook = {
  headlines: [
    (c) => `${c.Sub}${c.aCity}, fait comme il se doit`,
    (c) => `Bienvenue chez ${c.name}`,
    (c) => `Votre ${c.sub} de confiance, tout près de chez vous`,
  ],
  subheadlines: [
    (c) =>
      `${c.name} met du soin, du savoir-faire et un accueil chaleureux dans chaque demande. Écrivez-nous et voyez la différence.`,
    (c) =>
      `Une entreprise d’ici, indépendante et fière de son travail : ${c.name} est là pour tout ce qui touche à votre projet.`,
  ],
  primaryCta: 'Nous joindre',
  introTitles: [(c) => `${c.Sub}, avec une touche personnelle`, (c) => `Bienvenue chez ${c.name}`],
  intro: [
    (c) =>
      `${c.name} est ${c.un} ${c.sub}${c.aCity}. Ici, vous parlez directement aux gens qui font le travail, et chaque demande reçoit la même attention.`,
    (c) =>
      `Chez ${c.name}, on prend le temps d’écouter avant de proposer quoi que ce soit. Posez-nous vos questions : nous vous répondrons clairement.`,
  ],
  aboutTitle: (c) => `À propos ${c.de}`,
  about: [
    [
      (c) =>
        `${c.name} est ${c.un} ${c.sub} indépendant${c.un === 'une' ? 'e' : ''}${c.aCity}. Nous sommes une petite équipe : vous traitez avec des gens qui connaissent leur métier et qui tiennent à bien faire les choses.`,
      () => 'Nous gardons des prix justes, des promesses réalistes et une porte toujours ouverte aux questions.',
      () => 'Chaque demande, petite ou grande, reçoit le même soin du début à la fin.',
    ],
    [
      (c) => `Ce qui guide ${c.name}, c’est simple : écouter d’abord, expliquer clairement, puis faire ce qu’on a dit.`,
      (c) =>
        `Les gens nous choisissent parce qu’ils savent à qui ils parlent, et parce qu’on les traite en voisins${c.city ? ` de ${c.city}` : ''}.`,
      () => 'Vous avez un projet ou une question ? Parlons-en, sans engagement.',
    ],
  ],
  mission: [
    (c) => `Être l’adresse que les gens recommandent à leurs amis${c.city ? ` à ${c.city}` : ''}.`,
    () => 'Du travail bien fait, des prix justes et un service qui traite chaque client en voisin.',
  ],
  values: [
    {
      title: 'Un service personnel',
      text: () => 'Vous parlez aux gens qui font le travail, pas à un centre d’appels.',
    },
    {
      title: 'Clair et honnête',
      text: () => 'Des prix clairs et des conseils francs avant de commencer quoi que ce soit.',
    },
    {
      title: 'La fierté du travail bien fait',
      text: () => 'Nous prenons le temps de bien faire les choses et nous assumons le résultat.',
    },
    {
      title: 'Bien ancrés dans le quartier',
      text: () => 'Nous sommes d’ici et nous soutenons la communauté que nous servons.',
    },
  ],
  services: {},
  serviceLines: [
    (c, s) =>
      `${c.name} vous propose ce service avec le même soin que tout le reste : ${s}. Dites-nous ce dont vous avez besoin, nous vous expliquerons comment nous pouvons vous aider.`,
    () => 'Nous confirmons les détails avec vous avant de commencer, pour qu’il n’y ait aucune surprise.',
    (c) => `Une question ? Appelez-nous au ${c.phone} ou écrivez-nous : une vraie personne vous répondra.`,
  ],
  serviceHighlights: [
    'Un accueil attentif',
    'Les détails confirmés avec vous',
    'Des réponses claires',
    'Une équipe d’ici',
  ],
  teamIntro: (c) => `Voici les gens derrière ${c.name}.`,
  team: (c) => [
    {
      role: 'Propriétaire',
      bio: `A fondé ${c.name} pour offrir un service soigné, et s’occupe encore personnellement de la clientèle.`,
    },
    {
      role: 'Service à la clientèle',
      bio: 'Répond aux questions, prend les rendez-vous et veille à ce que rien ne soit oublié.',
    },
    { role: 'Membre de l’équipe', bio: 'Met son savoir-faire et son souci du détail au service de chaque demande.' },
  ],
  shop: (c) => ({
    intro: `Un aperçu de ce que propose ${c.name}. Prix en dollars canadiens ; demandez-nous ce que vous ne voyez pas ici.`,
    products: [],
  }),
  events: (c) => ({ intro: `Venez rencontrer l’équipe ${c.de} lors de l’un de nos prochains événements.`, items: [] }),
  taglines: [(c) => `${c.Sub}${c.aCity}`, () => 'D’ici, indépendants et fiers de notre travail'],
  contactTitle: 'Nous joindre',
  contactIntro: (c) =>
    `Écrivez à ${c.name} pour toute question ou demande : nous vous répondrons rapidement. Vous préférez parler à quelqu’un ? Appelez-nous au ${c.phone}.`,
  cta: {
    title: (c) => `Parlez à ${c.name} dès aujourd’hui`,
    text: () => 'Questions, soumissions ou réservations : nous sommes là pour vous aider.',
    button: 'Nous joindre',
  },
};
