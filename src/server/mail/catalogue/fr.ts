/**
 * The French texts of the emails in en.ts (Canadian French, issue 31). Written with ordinary spaces
 * before « : ; ! ? » and inside « »: mailT turns them into non-breaking ones (frenchTypography). Pure data.
 */
import type { MailMessages } from './en.ts';

export const mailFr: MailMessages = {
  'why.digest':
    'Vous recevez ce courriel hebdomadaire parce que vous avez une entreprise sur Main Street (vous pouvez le désactiver dans la section « Reporting » du tableau de bord).',
  'why.tasks': 'Vous recevez ce courriel parce que des tâches vous sont confiées sur Main Street.',
  'why.maintenance': 'Vous recevez ce courriel parce que Main Street vérifie votre site Web.',
  'why.claim': 'Vous recevez ce courriel parce qu’un visiteur a écrit à votre entreprise par sa fiche Main Street.',

  'digest.subject': '{business} : {visitors} et {leads} la semaine dernière',
  'digest.visitorCount.one': '{n} visiteur',
  'digest.visitorCount.other': '{n} visiteurs',
  'digest.leadCount.one': '{n} contact',
  'digest.leadCount.other': '{n} contacts',
  'digest.visitors': 'Visiteurs',
  'digest.views': 'Pages vues',
  'digest.phone': 'Clics sur le téléphone',
  'digest.email': 'Clics sur le courriel',
  'digest.directions': 'Clics sur l’itinéraire',
  'digest.leads': 'Contacts',
  'digest.reviews': 'Nouveaux avis',
  'digest.row': '{label} : {n} ({change})',
  'digest.change.none': 'comme la semaine précédente',
  'digest.change.new': 'aucun la semaine précédente',
  'digest.change.flat': 'à peu près comme la semaine précédente',
  'digest.change.pct': '{pct} par rapport à la semaine précédente',
  'digest.week': 'Votre semaine sur Main Street, du {from} au {to} :',
  'digest.heading': 'Votre semaine sur Main Street',
  'digest.range': 'Du {from} au {to}',
  'digest.top': 'Pages les plus vues : {pages}',
  'digest.full': 'Le rapport complet : {url}',
  'digest.open': 'Ouvrir le rapport complet',
  'digest.switchOff': '(vous pouvez y désactiver ce courriel hebdomadaire).',

  'tasks.subject': 'À faire aujourd’hui : {today}{late}',
  'tasks.count.one': '{n} tâche',
  'tasks.count.other': '{n} tâches',
  'tasks.late': ', {n} en retard',
  'tasks.today': 'À faire aujourd’hui',
  'tasks.overdue': 'En retard',
  'tasks.section': '{title} :',
  'tasks.line': '{title} ({business})',
  'tasks.lineLate': '{title} ({business}, prévue le {date})',
  'tasks.open': 'Ouvrir vos tâches : {url}',
  'tasks.openLink': 'Ouvrir vos tâches',

  'alert.down': '{business} : votre site Web ne répond plus',
  'alert.broken': '{business} : un lien de votre site Web est brisé',
  'alert.found': 'Notre vérification de {url} a trouvé :',
  'alert.item': '{detail} Pour corriger : {url}',
  'alert.fix': 'Corriger',
  'alert.every': 'Toutes les vérifications : {url}',
  'alert.seeEvery': 'Voir toutes les vérifications',

  'claim.subject': 'Un visiteur a écrit à {business} sur Main Street',
  'claim.wrote.one':
    'Un visiteur a envoyé un message à {business} par sa fiche gratuite dans l’annuaire des entreprises Main Street.',
  'claim.wrote.other':
    'Des visiteurs ont envoyé des messages à {business} par sa fiche gratuite dans l’annuaire des entreprises Main Street.',
  'claim.kept':
    'La fiche n’a pas encore été réclamée : nous gardons donc les messages pour l’entreprise. Réclamez la fiche pour les lire (ainsi que les prochains) dans votre boîte de réception, répondre aux avis et garder vos coordonnées à jour. La réclamation est gratuite.',
  'claim.askedSubject': 'Réclamer {business} sur Main Street',
  'claim.asked':
    'Une personne connectée à Main Street a demandé à réclamer la fiche gratuite de {business} dans l’annuaire ' +
    'des entreprises Main Street.',
  'claim.askedWhy':
    'Nous envoyons ce lien à l’adresse que l’annuaire a pour l’entreprise, afin que seule l’entreprise puisse ' +
    'réclamer sa fiche. Si c’est votre entreprise, le lien en fait votre fiche. La réclamation est gratuite.',
  'claim.link': 'Réclamer {business} : {url}',
  'claim.linkText': 'Réclamer {business}',
  'claim.works':
    'Le lien est valide pendant 30 jours. Connectez-vous ou créez un compte gratuit, puis ouvrez le lien de nouveau. Si cette entreprise n’est pas la vôtre, vous pouvez ignorer ce courriel.',
  'claimRequest.approvedSubject': '{business} est à vous sur Main Street',
  'claimRequest.approved':
    'Nous avons vérifié votre demande : {business} est maintenant votre fiche sur Main Street. ' +
    'Connectez-vous pour lire ses messages, répondre aux avis et tenir ses coordonnées à jour.',
  'claimRequest.refusedSubject': 'Votre demande pour revendiquer {business} sur Main Street',
  'claimRequest.refused':
    'Nous avons vérifié votre demande pour revendiquer {business} sans pouvoir confirmer que vous ' +
    'dirigez l’entreprise : la fiche reste non revendiquée.',
  'claimRequest.reason': 'Motif : {reason}',
  'claimRequest.again':
    'Vous pouvez envoyer une nouvelle demande avec un numéro de téléphone ou un site Web qui montre que ' +
    'vous la dirigez.',
  'why.claimRequest': 'Vous recevez ce courriel parce que vous avez demandé à revendiquer une fiche sur Main Street.',

  'decision.hello': 'Bonjour {name},',
  'decision.approvedSubject': 'Votre avis sur {business} est approuvé',
  'decision.rejectedSubject': 'Votre avis sur {business} n’a pas été publié',
  'decision.approved':
    'Votre avis sur {business} a été approuvé. Il paraîtra sur la fiche après la prochaine mise à jour de l’annuaire.',
  'decision.status': 'Statut de votre avis',
  'why.review': 'Vous recevez ce courriel parce que vous avez donné votre avis sur une entreprise sur Main Street.',

  'account.paste': 'Ou collez cette adresse dans votre navigateur : {url}',
  'account.resetSubject': 'Choisissez un nouveau mot de passe Main Street',
  'account.resetAsked':
    'Quelqu’un (vous, nous l’espérons) a demandé à réinitialiser le mot de passe de votre compte Main Street.',
  'account.resetHere': 'Choisissez un nouveau mot de passe ici (le lien fonctionne une fois, pendant 1 heure) :',
  'account.resetButton': 'Choisir un nouveau mot de passe',
  'account.resetOnce': 'Le lien fonctionne une fois, pendant 1 heure.',
  'account.resetIgnore': 'Si ce n’était pas vous, ignorez ce courriel : votre mot de passe reste le même.',
  'account.changeSubject': 'Confirmez votre nouvelle adresse courriel Main Street',
  'account.changeAsked': 'Quelqu’un a demandé à utiliser cette adresse pour se connecter à Main Street.',
  'account.changeHere': 'Confirmez-la ici (le lien fonctionne une fois, pendant 24 heures) :',
  'account.changeButton': 'Confirmer cette adresse',
  'account.dayOnce': 'Le lien fonctionne une fois, pendant 24 heures.',
  'account.changeIgnore': 'Si ce n’était pas vous, ignorez ce courriel : rien ne change.',
  'account.inUseSubject': 'Cette adresse a déjà un compte Main Street',
  'account.inUse':
    'Quelqu’un a demandé à déplacer un compte Main Street vers cette adresse, mais elle en a déjà un. ' +
    'Rien n’a été changé.',
  'account.inUseForgot':
    'Si vous avez oublié votre mot de passe, utilisez « Mot de passe oublié? » sur la page de connexion.',
  'account.signupSubject': 'Confirmez votre courriel pour terminer la création de votre compte Main Street',
  'account.signupAsked':
    'Quelqu’un (vous, nous l’espérons) a demandé à créer un compte Main Street pour {business} avec cette adresse ' +
    'courriel.',
  'account.signupHere':
    'Ouvrez ce lien pour confirmer votre courriel et terminer (il fonctionne une fois, pendant 24 heures) :',
  'account.signupButton': 'Confirmer mon courriel',
  'account.signupIgnore': 'Si ce n’était pas vous, ignorez ce courriel : aucun compte n’est créé.',
  'account.takenSubject': 'Vous avez déjà un compte Main Street',
  'account.taken':
    'Quelqu’un (vous, nous l’espérons) a tenté de créer un compte Main Street avec cette adresse courriel, mais ' +
    'elle en a déjà un. Rien n’a été changé.',
  'account.takenLogin': 'Se connecter',
  'account.takenLoginAt': 'Se connecter : {url}',
  'account.takenForgot': 'Mot de passe oublié? Choisissez-en un nouveau : {url}',
  'account.takenForgotBefore': 'Mot de passe oublié?',
  'account.takenForgotLink': 'Choisissez-en un nouveau',
  'account.ignore': 'Si ce n’était pas vous, ignorez ce courriel.',
  'why.reset': 'Vous recevez ce courriel parce que quelqu’un a demandé à réinitialiser votre mot de passe Main Street.',
  'why.address': 'Vous recevez ce courriel parce que quelqu’un a saisi cette adresse sur Main Street.',
  'why.signup': 'Vous recevez ce courriel parce que quelqu’un a saisi cette adresse pour créer un compte Main Street.',

  // The new-message and new-review emails (templates.ts) and every email's footer.
  'mail.why': 'Vous recevez ce courriel en raison de votre entreprise sur Main Street.',
  'mail.stop': '{why} Pour ne plus recevoir aucun courriel de Main Street, désabonnez-vous :',
  'mail.unsubscribe': 'Se désabonner',
  'mail.terms': 'Conditions d’utilisation',
  'mail.privacy': 'Politique de confidentialité',
  'mail.legal': '{name} : {url}',

  'receipt.subject': 'Votre reçu Main Street : {plan}, {amount}',
  'receipt.hello': 'Merci. Nous avons reçu votre paiement pour {business}.',
  'receipt.plan': 'Forfait : {plan}',
  'receipt.period': 'Période : du {start} au {end}',
  'receipt.subtotal': 'Sous-total : {amount}',
  'receipt.tax': '{name} : {amount}',
  'receipt.noTax': 'Taxes : aucune. Aucune TPS/TVH, TVP ni TVQ n’a été facturée sur cette facture.',
  'receipt.total': 'Total payé : {amount}',
  'receipt.invoice': 'Facture : {number}',
  'receipt.billing':
    'Vos factures et votre carte sont dans le portail de facturation, depuis votre tableau de bord : {url}',
  'receipt.why': 'Vous recevez ce reçu parce que vous payez un forfait Main Street.',
  'mail.email': 'Courriel : {email}',
  'mail.phone': 'Téléphone : {phone}',
  'mail.lead.subject': 'Nouveau message pour {business} : {from}',
  'mail.lead.website': 'votre site Web',
  'mail.lead.listing': 'votre fiche dans l’annuaire',
  'mail.lead.sent': '{from} a envoyé un message à {business} par {where} :',
  'mail.lead.reply': 'Répondez-lui directement, ou voyez tous vos contacts : {url}',
  'mail.lead.seeAll': 'Voir tous vos contacts',
  'mail.review.subject': 'Nouvel avis {rating} étoiles pour {business}',
  'mail.review.by': '{by} a donné son avis sur {business} :',
  'mail.review.stars': '{rating} étoiles sur 5',
  'mail.review.approved':
    'Il est approuvé et paraît sur votre fiche après la prochaine mise à jour de l’annuaire : {url}',
  'mail.review.replyText': 'Vous pouvez y répondre depuis votre tableau de bord : {url}',
  'mail.review.approvedBefore': 'Il est approuvé et paraît sur',
  'mail.review.yourListing': 'votre fiche',
  'mail.review.approvedAfter': 'après la prochaine mise à jour de l’annuaire.',
  'mail.review.replyLink': 'Répondre depuis votre tableau de bord',
};
