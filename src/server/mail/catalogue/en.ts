/**
 * The English texts of the emails to a business (issue 31): new messages and reviews, the weekly digest, the
 * morning tasks email, the maintenance alert, the claim invitation and every email's footer. Server-only (they
 * stay out of the browser catalogues in src/shared/i18n). fr.ts must have every key. Pure data.
 */
export const mailEn = {
  'why.digest':
    'You receive this weekly email because you have a business on Main Street (switch it off under Reporting).',
  'why.tasks': 'You receive this email because tasks are assigned to you on Main Street.',
  'why.maintenance': 'You receive this email because Main Street checks your website.',
  'why.claim': 'You receive this email because a visitor wrote to your business through its Main Street listing.',

  'digest.subject': '{business}: {visitors} and {leads} last week',
  'digest.visitorCount.one': '{n} visitor',
  'digest.visitorCount.other': '{n} visitors',
  'digest.leadCount.one': '{n} lead',
  'digest.leadCount.other': '{n} leads',
  'digest.visitors': 'Visitors',
  'digest.views': 'Page views',
  'digest.phone': 'Phone clicks',
  'digest.email': 'Email clicks',
  'digest.directions': 'Directions clicks',
  'digest.leads': 'Leads',
  'digest.reviews': 'New reviews',
  'digest.row': '{label}: {n} ({change})',
  'digest.change.none': 'no change on the week before',
  'digest.change.new': 'new on the week before',
  'digest.change.flat': 'about the same on the week before',
  'digest.change.pct': '{pct} on the week before',
  'digest.week': 'Your week on Main Street, {from} to {to}:',
  'digest.heading': 'Your week on Main Street',
  'digest.range': '{from} to {to}',
  'digest.top': 'Most viewed pages: {pages}',
  'digest.full': 'The full report: {url}',
  'digest.open': 'Open the full report',
  'digest.switchOff': '(the weekly email can be switched off there).',

  'tasks.subject': 'Due today: {today}{late}',
  'tasks.count.one': '{n} task',
  'tasks.count.other': '{n} tasks',
  'tasks.late': ', {n} overdue',
  'tasks.today': 'Due today',
  'tasks.overdue': 'Overdue',
  'tasks.section': '{title}:',
  'tasks.line': '{title} ({business})',
  'tasks.lineLate': '{title} ({business}, due {date})',
  'tasks.open': 'Open your tasks: {url}',
  'tasks.openLink': 'Open your tasks',

  'alert.down': '{business}: your website is down',
  'alert.broken': '{business}: a link on your website is broken',
  'alert.found': 'Our check of {url} found:',
  'alert.item': '{detail} Fix it: {url}',
  'alert.fix': 'Fix it',
  'alert.every': 'Every check: {url}',
  'alert.seeEvery': 'See every check',

  'claim.subject': 'A visitor wrote to {business} on Main Street',
  'claim.wrote.one':
    'A visitor sent {business} a message through its free listing in the Main Street business directory.',
  'claim.wrote.other':
    'Visitors sent {business} a message through its free listing in the Main Street business directory.',
  'claim.kept':
    'The listing has not been claimed yet, so we keep the message for the business. Claim the listing to read it (and any that follow) in your inbox, reply to reviews and keep your details up to date. Claiming is free.',
  'claim.askedSubject': 'Claim {business} on Main Street',
  'claim.asked':
    'Someone signed in to Main Street asked to claim the free listing of {business} in the Main Street business ' +
    'directory.',
  'claim.askedWhy':
    'We sent this link to the address the directory has for the business, so that only the business can claim its ' +
    'listing. If you run it, the link makes the listing yours. Claiming is free.',
  'claim.link': 'Claim {business}: {url}',
  'claim.linkText': 'Claim {business}',
  'claim.works':
    'The link works for 30 days. Sign in or create a free account, then open the link again. If this is not your business, you can ignore this email.',
  'claimRequest.approvedSubject': '{business} is yours on Main Street',
  'claimRequest.approved':
    'We checked your request: {business} is now your listing on Main Street. Sign in to read its ' +
    'messages, reply to reviews and keep its details up to date.',
  'claimRequest.refusedSubject': 'Your request to claim {business} on Main Street',
  'claimRequest.refused':
    'We checked your request to claim {business} and could not confirm that you run the business, so the ' +
    'listing stays unclaimed.',
  'claimRequest.reason': 'Reason: {reason}',
  'claimRequest.again': 'You can send a new request with a phone number or website that shows you run it.',
  'why.claimRequest': 'You receive this email because you asked to claim a listing on Main Street.',

  // To a review's author, in the language the review was written in (issue 42); a rejection's reason is the
  // site catalogue's outcome sentence.
  'decision.hello': 'Hello {name},',
  'decision.approvedSubject': 'Your review of {business} is approved',
  'decision.rejectedSubject': 'Your review of {business} was not published',
  'decision.approved':
    'Your review of {business} was approved. It appears on the listing after the next directory update.',
  'decision.status': 'Review status',
  'why.review': 'You receive this email because you reviewed a business on Main Street.',

  // The emails about a person's own account (account-templates.ts), in the account's language (issue 42).
  'account.paste': 'Or paste this address into your browser: {url}',
  'account.resetSubject': 'Choose a new Main Street password',
  'account.resetAsked': 'Someone (we hope you) asked to reset the password of your Main Street account.',
  'account.resetHere': 'Choose a new password here (the link works once, for 1 hour):',
  'account.resetButton': 'Choose a new password',
  'account.resetOnce': 'The link works once, for 1 hour.',
  'account.resetIgnore': 'If it was not you, ignore this email: your password stays as it is.',
  'account.changeSubject': 'Confirm your new Main Street email address',
  'account.changeAsked': 'Someone asked to use this address for a Main Street login.',
  'account.changeHere': 'Confirm it here (the link works once, for 24 hours):',
  'account.changeButton': 'Confirm this address',
  'account.dayOnce': 'The link works once, for 24 hours.',
  'account.changeIgnore': 'If it was not you, ignore this email: nothing changes.',
  'account.inUseSubject': 'This address already has a Main Street login',
  'account.inUse':
    'Someone asked to move a Main Street login to this address, but it already has one. Nothing was changed.',
  'account.inUseForgot': 'If you forgot your password, use “Forgot password?” on the login page.',
  'account.signupSubject': 'Confirm your email to finish creating your Main Street account',
  'account.signupAsked':
    'Someone (we hope you) asked to create a Main Street account for {business} with this email address.',
  'account.signupHere': 'Open this link to confirm your email and finish (it works once, for 24 hours):',
  'account.signupButton': 'Confirm my email',
  'account.signupIgnore': 'If it was not you, ignore this email: no account is made.',
  'account.takenSubject': 'You already have a Main Street account',
  'account.taken':
    'Someone (we hope you) tried to create a Main Street account with this email address, but it already has one. ' +
    'Nothing was changed.',
  'account.takenLogin': 'Log in',
  'account.takenLoginAt': 'Log in: {url}',
  'account.takenForgot': 'Forgot your password? Choose a new one: {url}',
  'account.takenForgotBefore': 'Forgot your password?',
  'account.takenForgotLink': 'Choose a new one',
  'account.ignore': 'If it was not you, ignore this email.',
  'why.reset': 'You receive this email because someone asked to reset your Main Street password.',
  'why.address': 'You receive this email because someone entered this address on Main Street.',
  'why.signup': 'You receive this email because someone entered this address to create a Main Street account.',

  // The new-message and new-review emails (templates.ts) and every email's footer.
  'mail.why': 'You receive this email because of your business on Main Street.',
  'mail.stop': '{why} To stop all emails from Main Street, unsubscribe:',
  'mail.unsubscribe': 'Unsubscribe',
  'mail.terms': 'Terms of Service',
  'mail.privacy': 'Privacy Policy',
  'mail.legal': '{name}: {url}',

  // The receipt after each paid invoice (receipt.ts, issue 39): the tax lines are the invoice's own.
  'receipt.subject': 'Your Main Street receipt: {plan}, {amount}',
  'receipt.hello': 'Thank you. We received your payment for {business}.',
  'receipt.plan': 'Plan: {plan}',
  'receipt.period': 'Period: {start} to {end}',
  'receipt.subtotal': 'Subtotal: {amount}',
  'receipt.tax': '{name}: {amount}',
  'receipt.noTax': 'Tax: none. No GST/HST, PST or QST was charged on this invoice.',
  'receipt.total': 'Total paid: {amount}',
  'receipt.invoice': 'Invoice: {number}',
  'receipt.billing': 'Invoices and your card are in the billing portal, from your dashboard: {url}',
  'receipt.why': 'You receive this receipt because you pay for a Main Street plan.',
  'mail.email': 'Email: {email}',
  'mail.phone': 'Phone: {phone}',
  'mail.lead.subject': 'New message for {business} from {from}',
  'mail.lead.website': 'your website',
  'mail.lead.listing': 'your directory listing',
  'mail.lead.sent': '{from} sent {business} a message through {where}:',
  'mail.lead.reply': 'Reply to them directly, or see all your leads: {url}',
  'mail.lead.seeAll': 'See all your leads',
  'mail.review.subject': 'New {rating}-star review for {business}',
  'mail.review.by': '{by} reviewed {business}:',
  'mail.review.stars': '{rating} out of 5 stars',
  'mail.review.approved': 'It is approved and appears on your listing after the next directory update: {url}',
  'mail.review.replyText': 'You can reply to it from your dashboard: {url}',
  'mail.review.approvedBefore': 'It is approved and appears on',
  'mail.review.yourListing': 'your listing',
  'mail.review.approvedAfter': 'after the next directory update.',
  'mail.review.replyLink': 'Reply from your dashboard',
} satisfies Record<string, string>;

export type MailKey = keyof typeof mailEn;
export type MailMessages = Record<MailKey, string>;
