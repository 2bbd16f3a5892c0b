/**
 * French built-in copy for professional services: lawyers, clinics, realtors, consultants and
 * creative portfolios. Nothing that reads as legal or medical advice, no promised outcome, no
 * « meilleur », « garanti », « spécialiste » or « expert ».
 */
import { book, line } from './helpers.ts';

export const lawyer = book({
  headlines: [
    (c) => `${c.Sub}${c.aCity}`,
    (c) => `${c.name} : des explications claires, une écoute attentive`,
    () => 'Parlons de votre situation',
  ],
  subheadlines: [
    (c) => `${c.name} prend le temps d’écouter votre situation et de vous expliquer vos options en termes simples.`,
    (c) => `Prenez rendez-vous avec ${c.name} pour une première rencontre.`,
  ],
  primaryCta: 'Prendre rendez-vous',
  intro: [
    (c) =>
      `${c.name} offre des services en ${c.sub.toLowerCase()}${c.aCity}. Chaque dossier commence par une rencontre pour bien comprendre votre situation.`,
    (c) => `Chez ${c.name}, nous expliquons chaque étape et nous répondons à vos questions clairement.`,
  ],
  values: [
    { title: 'L’écoute', text: line('Nous prenons le temps de comprendre votre situation.') },
    { title: 'La clarté', text: line('Nous expliquons chaque étape en termes simples.') },
    { title: 'La confidentialité', text: line('Ce que vous nous confiez reste entre nous.') },
    { title: 'La disponibilité', text: line('Nous répondons à vos appels et à vos courriels.') },
  ],
  serviceLines: [
    (c, s) => `${c.name} vous accompagne pour ce type de dossier : ${s}.`,
    line(
      'Une première rencontre permet de comprendre votre situation et de vous expliquer comment nous pourrions vous aider.',
    ),
  ],
  serviceHighlights: [
    'Une première rencontre pour comprendre',
    'Des explications claires',
    'Confidentialité',
    'Des nouvelles à chaque étape',
  ],
  team: () => [
    { role: 'Avocate', bio: 'Rencontre les clients, explique les démarches et suit chaque dossier.' },
    { role: 'Adjointe juridique', bio: 'Prépare les documents et vous tient au courant de l’avancement.' },
    { role: 'Réception', bio: 'Prend les rendez-vous et répond à vos questions pratiques.' },
  ],
  contactTitle: 'Prendre rendez-vous',
  cta: {
    title: line('Parlons de votre situation'),
    text: (c) => `Prenez rendez-vous avec ${c.name}.`,
    button: 'Prendre rendez-vous',
  },
});

export const medical = book({
  headlines: [
    (c) => `${c.Sub}${c.aCity}`,
    (c) => `Prenez soin de vous avec ${c.name}`,
    () => 'Des soins attentionnés, près de chez vous',
  ],
  subheadlines: [
    (c) => `${c.name} vous accueille avec attention. Prenez rendez-vous par téléphone ou par courriel.`,
    (c) => `Chez ${c.name}, on prend le temps de vous écouter et de répondre à vos questions.`,
  ],
  primaryCta: 'Prendre rendez-vous',
  intro: [
    (c) => `${c.name} est ${c.un} ${c.sub}${c.aCity}. Notre équipe vous accueille avec attention, à chaque visite.`,
    (c) => `Chez ${c.name}, nous prenons le temps d’écouter et d’expliquer, dans un cadre calme et accueillant.`,
  ],
  values: [
    { title: 'L’écoute', text: line('Nous prenons le temps d’entendre vos questions.') },
    { title: 'Le respect', text: line('Chaque patient est reçu avec respect et discrétion.') },
    { title: 'La clarté', text: line('Nous expliquons les choses simplement.') },
    { title: 'L’accueil', text: line('Un cadre calme et une équipe souriante.') },
  ],
  serviceLines: [
    (c, s) => `${c.name} vous accueille pour ce service : ${s}.`,
    (c) => `Appelez-nous au ${c.phone} ou écrivez-nous pour prendre rendez-vous.`,
  ],
  serviceHighlights: [
    'Un accueil attentionné',
    'Rendez-vous par téléphone ou par courriel',
    'Des explications claires',
    'Discrétion',
  ],
  team: () => [
    {
      role: 'Professionnelle de la santé',
      bio: 'Reçoit les patients et prend le temps de répondre à leurs questions.',
    },
    { role: 'Coordination de la clinique', bio: 'Organise les rendez-vous et veille au bon déroulement des visites.' },
    { role: 'Réception', bio: 'Vous accueille et répond à vos questions pratiques.' },
  ],
  contactTitle: 'Prendre rendez-vous',
  cta: {
    title: line('Besoin d’un rendez-vous ?'),
    text: (c) => `Écrivez à ${c.name} ou appelez-nous.`,
    button: 'Prendre rendez-vous',
  },
});

export const realEstate = book({
  headlines: [
    (c) => `${c.Sub}${c.aCity}`,
    (c) => `Votre prochain chez-vous, avec ${c.name}`,
    () => 'Acheter ou vendre, bien accompagné',
  ],
  subheadlines: [
    (c) => `${c.name} vous accompagne à chaque étape, de la première visite jusqu’à la remise des clés.`,
    (c) => `Que vous achetiez ou vendiez, ${c.name} vous explique chaque étape clairement.`,
  ],
  primaryCta: 'Parlons de votre projet',
  intro: [
    (c) =>
      `${c.name} offre des services en ${c.sub.toLowerCase()}${c.aCity}. Nous prenons le temps de comprendre ce que vous cherchez.`,
    (c) => `Chez ${c.name}, chaque client est accompagné avec patience, à chaque étape.`,
  ],
  values: [
    { title: 'L’écoute', text: line('Nous partons de vos besoins, pas des nôtres.') },
    { title: 'La transparence', text: line('Nous vous expliquons chaque étape et chaque document.') },
    { title: 'La disponibilité', text: line('Nous répondons à vos appels et à vos questions.') },
    { title: 'La connaissance du secteur', text: line('Nous connaissons bien les quartiers où nous travaillons.') },
  ],
  serviceLines: [
    (c, s) => `${c.name} vous accompagne pour ce projet : ${s}.`,
    line('Parlons-en : nous vous expliquerons chaque étape avant de commencer.'),
  ],
  serviceHighlights: [
    'À l’écoute de vos besoins',
    'Chaque étape expliquée',
    'Disponible pour vos questions',
    'Bonne connaissance du secteur',
  ],
  team: () => [
    { role: 'Courtière immobilière', bio: 'Accompagne acheteurs et vendeurs à chaque étape.' },
    { role: 'Adjointe', bio: 'Organise les visites et prépare les documents.' },
    { role: 'Coordination', bio: 'Répond à vos questions et fait le lien avec les autres intervenants.' },
  ],
  contactTitle: 'Parlons de votre projet',
  cta: { title: line('Un projet immobilier ?'), text: (c) => `Parlez-en à ${c.name}.`, button: 'Nous joindre' },
});

export const consulting = book({
  headlines: [
    (c) => `${c.Sub}${c.aCity}`,
    (c) => `Avancez avec ${c.name}`,
    () => 'Des conseils concrets pour passer à l’action',
  ],
  subheadlines: [
    (c) => `${c.name} vous aide à y voir clair et à passer à l’action, avec des conseils concrets.`,
    (c) => `Parlez de vos objectifs à ${c.name} : nous vous proposerons des prochaines étapes claires.`,
  ],
  primaryCta: 'Planifier une rencontre',
  intro: [
    (c) => `${c.Sub}${c.aCity} : ${c.name} commence toujours par écouter, puis propose un plan clair.`,
    (c) => `Chez ${c.name}, les conseils sont concrets, adaptés à votre réalité et faciles à mettre en pratique.`,
  ],
  values: [
    { title: 'Du concret', text: line('Des recommandations que vous pouvez appliquer dès demain.') },
    { title: 'L’écoute', text: line('Nous partons de votre réalité et de vos objectifs.') },
    { title: 'La clarté', text: line('Des constats écrits et des prochaines étapes claires.') },
    { title: 'La confiance', text: line('Nous travaillons avec discrétion et respect.') },
  ],
  serviceLines: [
    (c, s) => `${c.name} vous accompagne ainsi : ${s}.`,
    line('Nous convenons ensemble des objectifs et des modalités avant de commencer.'),
  ],
  serviceHighlights: [
    'Des objectifs convenus ensemble',
    'Des recommandations concrètes',
    'Des constats écrits',
    'Un suivi sur demande',
  ],
  team: () => [
    {
      role: 'Conseillère principale',
      bio: 'Rencontre les clients, pose les bonnes questions et propose un plan clair.',
    },
    { role: 'Conseiller', bio: 'Accompagne les équipes dans la mise en œuvre.' },
    { role: 'Coordination', bio: 'Planifie les rencontres et fait le suivi des dossiers.' },
  ],
  contactTitle: 'Planifier une rencontre',
  cta: {
    title: line('Parlons de vos objectifs'),
    text: (c) => `Planifiez une rencontre avec ${c.name}.`,
    button: 'Nous joindre',
  },
});

export const portfolio = book({
  headlines: [(c) => `Le travail de ${c.name}`, (c) => `${c.Sub}${c.aCity}`, () => 'Des projets créés avec soin'],
  subheadlines: [
    (c) => `Découvrez le travail de ${c.name} et parlons de votre prochain projet.`,
    (c) => `${c.name} crée des projets sur mesure, en écoutant d’abord ce que vous avez en tête.`,
  ],
  primaryCta: 'Parlons de votre projet',
  intro: [
    (c) => `${c.Sub}${c.aCity} : chaque projet de ${c.name} commence par une conversation sur vos idées.`,
    (c) => `Chez ${c.name}, chaque projet est unique et pensé avec vous, du premier croquis au résultat final.`,
  ],
  values: [
    { title: 'L’écoute', text: line('Votre projet commence par vos idées.') },
    { title: 'Le souci du détail', text: line('Chaque élément est pensé et soigné.') },
    { title: 'La collaboration', text: line('Nous avançons ensemble, étape par étape.') },
    { title: 'La créativité', text: line('Des propositions originales, adaptées à vous.') },
  ],
  serviceLines: [
    (c, s) => `${c.name} vous propose ce service : ${s}.`,
    line('Parlez-nous de votre projet : nous convenons ensemble des détails avant de commencer.'),
  ],
  serviceHighlights: [
    'Pensé avec vous',
    'Des étapes claires',
    'Un souci du détail',
    'Les détails convenus avant de commencer',
  ],
  team: (c) => [
    { role: 'Créatrice', bio: `Est à l’origine ${c.de} et s’occupe de chaque projet.` },
    { role: 'Collaboratrice', bio: 'Apporte un regard neuf et un coup de main sur les projets.' },
  ],
  contactTitle: 'Parlons de votre projet',
  cta: { title: line('Un projet en tête ?'), text: (c) => `Parlez-en à ${c.name}.`, button: 'Nous joindre' },
});
