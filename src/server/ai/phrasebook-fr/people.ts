/** French built-in copy for gyms, schools, non-profits, salons and shops. */
import { book, e, line } from './helpers.ts';

export const gym = book({
  headlines: [(c) => `Bougez avec ${c.name}`, (c) => `${c.Sub}${c.aCity}`, () => 'Un entraînement à votre rythme'],
  subheadlines: [
    (c) => `${c.name} vous accueille, que vous débutiez ou que vous soyez un habitué de l’entraînement. Venez essayer.`,
    (c) => `Des entraîneurs à l’écoute et une ambiance motivante : chez ${c.name}, chacun avance à son rythme.`,
  ],
  primaryCta: 'Venez essayer',
  intro: [
    (c) =>
      `${c.name} est ${c.un} ${c.sub}${c.aCity}. Ici, personne ne vous juge : on vous aide à progresser, à votre rythme.`,
    (c) => `Chez ${c.name}, l’important, c’est de trouver une façon de bouger qui vous plaît et de vous y tenir.`,
  ],
  values: [
    { title: 'Tout le monde est bienvenu', text: line('Débutants ou habitués, chacun trouve sa place.') },
    { title: 'À votre rythme', text: line('Nous adaptons les exercices à votre niveau.') },
    { title: 'Des entraîneurs à l’écoute', text: line('Posez vos questions : on prend le temps de vous répondre.') },
    { title: 'Une ambiance motivante', text: line('On s’encourage les uns les autres, séance après séance.') },
  ],
  serviceLines: [
    (c, s) => `${c.name} vous propose une formule adaptée à vos objectifs : ${s}.`,
    line('Passez nous voir ou écrivez-nous : nous vous aiderons à choisir ce qui vous convient.'),
  ],
  serviceHighlights: [
    'Adapté à votre niveau',
    'Des entraîneurs à l’écoute',
    'Une ambiance accueillante',
    'Des conseils pour bien commencer',
  ],
  team: () => [
    { role: 'Propriétaire', bio: 'A créé un endroit où chacun peut s’entraîner sans se sentir jugé.' },
    { role: 'Entraîneuse', bio: 'Adapte chaque exercice à votre niveau et vous encourage à chaque séance.' },
    { role: 'Accueil', bio: 'Répond à vos questions et vous fait visiter les lieux.' },
  ],
  contactTitle: 'Venez essayer',
  cta: {
    title: line('Prêt à bouger ?'),
    text: (c) => `Passez chez ${c.name} ou écrivez-nous pour commencer.`,
    button: 'Nous joindre',
  },
});

export const education = book({
  headlines: [
    (c) => `Apprendre avec ${c.name}`,
    (c) => `${c.Sub}${c.aCity}`,
    () => 'Apprendre, à son rythme et avec plaisir',
  ],
  subheadlines: [
    (c) => `${c.name} accompagne chaque élève avec patience, à son rythme. Parlez-nous de vos objectifs.`,
    (c) => `Chez ${c.name}, on apprend en confiance, dans de petits groupes ou en cours privés.`,
  ],
  primaryCta: 'Inscrivez-vous',
  intro: [
    (c) =>
      `${c.name} est ${c.un} ${c.sub}${c.aCity}. Nous prenons le temps de connaître chaque élève pour l’aider à progresser.`,
    (c) => `Chez ${c.name}, chaque élève avance à son rythme, avec des enseignants patients et encourageants.`,
  ],
  values: [
    { title: 'La patience', text: line('Chaque élève apprend à sa façon, et nous respectons son rythme.') },
    { title: 'L’encouragement', text: line('Nous soulignons les progrès, petits et grands.') },
    { title: 'La clarté', text: line('Des explications simples et des objectifs clairs.') },
    { title: 'Le plaisir d’apprendre', text: line('On apprend mieux quand on prend plaisir à le faire.') },
  ],
  serviceLines: [
    (c, s) => `${c.name} vous propose une formule adaptée à chaque élève : ${s}.`,
    line('Écrivez-nous pour en savoir plus : nous vous aiderons à choisir la bonne formule.'),
  ],
  serviceHighlights: [
    'Au rythme de l’élève',
    'Des enseignants patients',
    'Des objectifs clairs',
    'Des nouvelles régulières',
  ],
  team: () => [
    { role: 'Directrice', bio: 'Veille à ce que chaque élève trouve la formule qui lui convient.' },
    { role: 'Enseignant', bio: 'Explique avec patience et encourage chaque progrès.' },
    { role: 'Accueil', bio: 'Répond aux questions des familles et s’occupe des inscriptions.' },
  ],
  contactTitle: 'Nous joindre',
  cta: {
    title: line('Prêt à apprendre ?'),
    text: (c) => `Parlez de vos objectifs à ${c.name}.`,
    button: 'Nous joindre',
  },
});

export const nonProfit = book({
  headlines: [
    (c) => `Agir ensemble avec ${c.name}`,
    (c) => `${c.Sub}${c.aCity}`,
    () => 'Ensemble, on peut faire une différence',
  ],
  subheadlines: [
    (c) => `${c.name} rassemble des gens qui veulent aider. Découvrez notre travail et joignez-vous à nous.`,
    (c) => `Bénévoles, donateurs, membres : chez ${c.name}, chacun peut contribuer à sa façon.`,
  ],
  primaryCta: 'Participer',
  intro: [
    (c) =>
      `${c.name} est ${c.un} ${c.sub}${c.aCity}. Notre travail repose sur la générosité de nos bénévoles et de nos donateurs.`,
    (c) => `Chez ${c.name}, chaque heure de bénévolat et chaque don font une vraie différence.`,
  ],
  values: [
    { title: 'La solidarité', text: line('Nous croyons que chacun mérite un coup de main.') },
    { title: 'La transparence', text: line('Nous expliquons clairement ce que nous faisons et comment.') },
    { title: 'L’engagement', text: line('Nos bénévoles donnent de leur temps avec cœur.') },
    { title: 'La communauté', text: line('Nous travaillons avec nos voisins, pour nos voisins.') },
  ],
  serviceLines: [
    (c, s) => `Voici une façon concrète de soutenir la mission ${c.de} : ${s}.`,
    line('Écrivez-nous pour en savoir plus : nous serons heureux de vous expliquer comment participer.'),
  ],
  serviceHighlights: ['Ouvert à tous', 'Une équipe accueillante', 'Une mission claire', 'Chaque geste compte'],
  team: () => [
    { role: 'Direction générale', bio: 'Coordonne nos programmes et nos partenariats.' },
    { role: 'Coordination des bénévoles', bio: 'Accueille les nouveaux bénévoles et trouve la place de chacun.' },
    { role: 'Conseil d’administration', bio: 'Veille à la bonne marche de l’organisme et à sa mission.' },
  ],
  contactTitle: 'Nous joindre',
  cta: { title: line('Envie de participer ?'), text: (c) => `Joignez-vous à ${c.name}.`, button: 'Participer' },
});

export const beauty = book({
  headlines: [(c) => `${c.Sub}${c.aCity}`, (c) => `Prenez rendez-vous chez ${c.name}`, () => 'Un moment pour vous'],
  subheadlines: [
    (c) =>
      `${c.name} vous accueille dans un espace calme et soigné. Prenez rendez-vous et dites-nous ce qui vous ferait plaisir.`,
    (c) => `Détendez-vous : l’équipe ${c.de} prend soin de vous et en discute d’abord avec vous.`,
  ],
  primaryCta: 'Prendre rendez-vous',
  intro: [
    (c) =>
      `${c.name} est ${c.un} ${c.sub}${c.aCity}. Chaque visite commence par une conversation sur ce que vous souhaitez.`,
    (c) => `Chez ${c.name}, on prend le temps de bien faire les choses, dans un espace propre et apaisant.`,
  ],
  values: [
    { title: 'L’écoute d’abord', text: line('Nous vous demandons ce que vous souhaitez avant de commencer.') },
    { title: 'Propre et soigné', text: line('Outils et postes nettoyés entre chaque client.') },
    { title: 'Sans presse', text: line('Votre rendez-vous prévoit le temps de bien faire les choses.') },
    { title: 'Tout le monde est bienvenu', text: line('Tous les âges, tous les styles et toutes les textures.') },
  ],
  serviceLines: [
    (c, s) => `Chez ${c.name}, on en discute d’abord avec vous : ${s}.`,
    line('Apportez une photo si vous voulez, et dites-nous ce qui vous ferait plaisir.'),
  ],
  serviceHighlights: ['On en discute d’abord', 'Outils nettoyés', 'Un espace calme', 'Vos questions sont bienvenues'],
  team: () => [
    {
      role: 'Propriétaire et styliste',
      bio: 'Prend soin des clients et de l’équipe, et parle volontiers de votre prochain look.',
    },
    { role: 'Styliste', bio: 'Écoute d’abord, puis travaille avec soin jusqu’à ce que vous soyez satisfait.' },
    { role: 'Réception', bio: 'Prend les rendez-vous et répond à vos questions.' },
  ],
  contactTitle: 'Prendre rendez-vous',
  cta: {
    title: line('Prêt pour votre rendez-vous ?'),
    text: (c) => `Réservez chez ${c.name} dès aujourd’hui.`,
    button: 'Prendre rendez-vous',
  },
});

export const retail = book({
  headlines: [
    (c) => `Bienvenue chez ${c.name}`,
    (c) => `${c.Sub}${c.aCity}`,
    () => 'Le plaisir de magasiner près de chez vous',
  ],
  subheadlines: [
    (c) => `${c.name} est une boutique d’ici, avec une équipe qui connaît ses produits. Passez nous voir.`,
    (c) => `Chez ${c.name}, on prend le temps de vous conseiller et de trouver ce qu’il vous faut.`,
  ],
  primaryCta: 'Venez nous voir',
  intro: [
    (c) =>
      `${c.name} est ${c.un} ${c.sub} indépendant${e(c)}${c.aCity}. Nous choisissons nos produits avec soin et nous aimons en parler.`,
    (c) => `Chez ${c.name}, vous trouverez des conseils honnêtes et une équipe qui prend le temps de vous servir.`,
  ],
  values: [
    { title: 'Des conseils honnêtes', text: line('Nous vous aidons à trouver ce qui vous convient vraiment.') },
    { title: 'Des produits choisis', text: line('Chaque article sur nos tablettes a été choisi avec soin.') },
    { title: 'Un commerce d’ici', text: line('Acheter chez nous, c’est soutenir l’économie locale.') },
    { title: 'Un service attentionné', text: line('On vous accueille comme un voisin, pas comme un numéro.') },
  ],
  serviceLines: [
    (c, s) => `${c.name} vous facilite la vie : ${s}.`,
    line('Demandez-nous en boutique, par téléphone ou par courriel : nous confirmerons les détails avec vous.'),
  ],
  serviceHighlights: [
    'Des conseils personnalisés',
    'Les détails confirmés avec vous',
    'Une équipe d’ici',
    'Renseignements en boutique ou par téléphone',
  ],
  team: () => [
    { role: 'Propriétaire', bio: 'Choisit les produits et conseille les clients en boutique.' },
    { role: 'Conseillère', bio: 'Vous aide à trouver ce qu’il vous faut et répond à vos questions.' },
    { role: 'Commandes et livraisons', bio: 'S’occupe des commandes spéciales et des livraisons.' },
  ],
  shop: (c) => ({
    intro: `Un aperçu de ce que vous trouverez chez ${c.name}. Prix en dollars canadiens ; demandez-nous ce que vous ne voyez pas ici.`,
    products: [],
  }),
  contactTitle: 'Nous joindre',
  cta: {
    title: (c) => `À bientôt chez ${c.name}`,
    text: line('Passez nous voir ou écrivez-nous pour une commande spéciale.'),
    button: 'Nous joindre',
  },
});
