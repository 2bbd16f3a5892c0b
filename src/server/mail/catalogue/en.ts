/**
 * The English texts of the emails to a business that templates.ts does not hold (issue 31): the weekly
 * digest, the morning tasks email, the maintenance alert and the claim invitation. Server-only (they stay
 * out of the browser catalogues in src/shared/i18n). fr.ts must have every key. Pure data.
 */
export const mailEn = {
  'why.digest': 'You receive this weekly email because you have a business on Main Street (switch it off under Reporting).',
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
  'claim.wrote.one': 'A visitor sent {business} a message through its free listing in the Main Street business directory.',
  'claim.wrote.other': 'Visitors sent {business} a message through its free listing in the Main Street business directory.',
  'claim.kept': 'The listing has not been claimed yet, so we keep the message for the business. Claim the listing to read it (and any that follow) in your inbox, reply to reviews and keep your details up to date. Claiming is free.',
  'claim.link': 'Claim {business}: {url}',
  'claim.linkText': 'Claim {business}',
  'claim.works': 'The link works for 30 days. Sign in or create a free account, then open the link again. If this is not your business, you can ignore this email.',
} satisfies Record<string, string>;

export type MailKey = keyof typeof mailEn;
export type MailMessages = Record<MailKey, string>;
