/** The French twin of en-public.ts (Canadian French, issue 31), spread into fr.ts. Pure data. */
import type { enPublic } from './en-public.ts';

export const frPublic: Record<keyof typeof enPublic, string> = {
  'rs.title': 'Le statut de votre avis',
  'rs.description':
    'Voyez si votre avis sur Main Street est approuvé, en attente de modération, ou refusé et pourquoi.',
  'rs.reasons':
    'Un avis n’est pas publié quand c’est un pourriel, un doublon, un envoi de trop en peu de temps, un texte hors sujet ou abusif.',
  'rs.loading': 'Chargement de votre avis…',
  'rs.missing': 'Aucun avis ne correspond à ce lien. Vérifiez que vous avez copié l’adresse au complet.',
  'rs.error': 'Impossible de joindre Main Street. Veuillez réessayer dans quelques minutes.',
  'rs.summary': 'Votre avis {rating} étoiles sur {business} : {status}.',
  'rs.pending': 'Un modérateur vérifie chaque avis avant qu’il paraisse sur la fiche.',
  'rs.approved': 'Il paraîtra sur la fiche après la prochaine mise à jour de l’annuaire.',
  'nf.loadingArticle': 'Chargement de l’article…',
  'nf.articleMissing': 'Article introuvable.',
  'nf.articleMoved': 'Cet article a peut-être été déplacé ou retiré.',
  'nf.browseNews': 'Parcourir les actualités',
  'rss.title': 'Actualités de {site} (en anglais)',
  'link.inEnglish': '(en anglais)',
};
