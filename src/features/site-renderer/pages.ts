/** One function per page type of a generated site: each returns the page's body and metadata, in the locale's language. */
import type { PageId } from '../../shared/catalogue/catalogue.ts';
import type { SiteSpec } from '../../schemas/site-spec.ts';
import { bookLinks, catalogueSection, catalogueTeaser, bookLink, type SiteCatalogue } from './commerce.ts';
import { contactForm } from './contact-form.ts';
import { esc, rel, telHref } from './html.ts';
import { localPath, type Page } from './layout.ts';
import { ROOT_LOCALE, type Locale } from './locale.ts';
import {
  HERO_ART,
  banner,
  ctaBand,
  eventList,
  facts,
  faq,
  gallery,
  hoursTable,
  pageLink,
  picture,
  priceList,
  serviceCards,
  servicePath,
  teamCards,
  ticks,
  values,
} from './sections.ts';

const section = (inner: string, soft = false, label?: string) =>
  `<section class="section${soft ? ' soft' : ''}"${label ? ` aria-labelledby="${label}"` : ''}><div class="wrap">${inner}</div></section>`;

function copyTeaser(spec: SiteSpec) {
  const first = spec.copy.menu?.sections[0];
  return first ? { first, intro: spec.copy.menu!.intro } : undefined;
}

function chosenServices(spec: SiteSpec) {
  return spec.services.map((s) => spec.copy.services.find((c) => c.slug === s.slug)!).filter(Boolean);
}

export function homePage(spec: SiteSpec, loc: Locale = ROOT_LOCALE, cat?: SiteCatalogue): Page {
  const { copy } = spec;
  const { t } = loc;
  const from = loc.prefix;
  const primary = spec.pages.includes('contact') ? rel(from, localPath(loc, 'contact')) : telHref(spec.business.phone);
  const second = spec.pages.find((p): p is PageId => ['menu', 'services', 'shop', 'events', 'about'].includes(p));
  const photo = picture(spec, from, spec.media.hero, '(max-width: 820px) 100vw, 520px', true);
  const heroText = `<div><p class="eyebrow">${esc(spec.subCategoryName)}${spec.business.address ? esc(t.inCity(spec.business.address.city)) : ''}</p><h1>${esc(copy.hero.headline)}</h1><p>${esc(copy.hero.subheadline)}</p><div class="actions"><a class="btn btn-primary" href="${primary}">${esc(copy.hero.primaryCta)}</a>${second ? `<a class="btn btn-outline" href="${rel(from, localPath(loc, second))}">${t.secondCta[second]}</a>` : ''}</div></div>`;
  // Without a photo the illustrated hero stays.
  const parts = [
    photo
      ? `<section class="hero with-photo"><div class="wrap">${heroText}<div class="hero-photo">${photo}</div></div></section>`
      : `<section class="hero">${HERO_ART}<div class="wrap">${heroText}</div></section>`,
    section(
      `<div class="two"><div><p class="eyebrow">${t.welcome}</p><h2 id="intro">${esc(copy.intro.title)}</h2></div><div><p class="lead">${esc(copy.intro.body)}</p>${pageLink(spec, from, 'about', t.aboutName(spec.business.name), loc)}</div></div>`,
      false,
      'intro',
    ),
  ];
  const services = chosenServices(spec);
  if (spec.pages.includes('services') && services.length) {
    parts.push(
      section(
        `<p class="eyebrow">${t.whatWeOffer}</p><h2 id="services">${t.ourServices}</h2>` +
          serviceCards(spec, from, services.slice(0, 6), loc, bookLinks(spec, cat, loc)),
        true,
        'services',
      ),
    );
  }
  const teaser = cat ? catalogueTeaser(cat, loc) : copyTeaser(spec);
  if (spec.pages.includes('menu') && teaser) {
    const { first, intro } = teaser;
    parts.push(
      section(
        `<div class="two"><div><p class="eyebrow">${t.fromTheMenu}</p><h2 id="menu">${esc(first.title)}</h2>` +
          `<p>${esc(intro)}</p>${pageLink(spec, from, 'menu', t.seeFullMenu, loc)}</div>` +
          `${priceList(first.items.slice(0, 4), t)}</div>`,
        false,
        'menu',
      ),
    );
  }
  parts.push(
    section(
      `<p class="eyebrow">${esc(t.whyName(spec.business.name))}</p><h2 id="values">${t.whatWeStandFor}</h2>${values(copy)}`,
      !spec.pages.includes('services'),
      'values',
    ),
  );
  const photos = gallery(spec, from);
  if (photos) parts.push(section(`<h2 id="gallery">${t.gallery}</h2>${photos}`, false, 'gallery'));
  if (spec.pages.includes('events') && copy.events) {
    parts.push(
      section(
        `<p class="eyebrow">${t.comingUp}</p><h2 id="events">${t.events}</h2>${eventList(copy.events.items.slice(0, 3))}<p>${pageLink(spec, from, 'events', t.allEvents, loc)}</p>`,
        true,
        'events',
      ),
    );
  }
  parts.push(
    section(
      `<div class="two"><div>${copy.faq.length ? `<p class="eyebrow">${t.goodToKnow}</p><h2 id="faq">${t.faqTitle}</h2>${faq(copy)}` : `<h2 id="faq">${esc(spec.business.name)}</h2><p>${esc(spec.business.overview)}</p>`}</div><div><h2>${t.visitOrGetInTouch}</h2>${facts(spec, t)}${hoursTable(spec, t)}</div></div>`,
      false,
      'faq',
    ),
  );
  parts.push(ctaBand(spec, from, loc));
  return {
    path: from,
    nav: 'home',
    title: spec.business.name,
    description: copy.seo.description,
    body: parts.join(''),
  };
}

export function servicesPage(spec: SiteSpec, loc: Locale = ROOT_LOCALE, cat?: SiteCatalogue): Page {
  const { t } = loc;
  const path = localPath(loc, 'services');
  const services = chosenServices(spec);
  const body =
    banner(
      spec,
      path,
      t.servicesTitle,
      t.servicesLead(spec.business.name, spec.business.address?.city ?? null),
      undefined,
      loc,
    ) +
    section(`<h2>${t.whatWeOffer}</h2>${serviceCards(spec, path, services, loc, bookLinks(spec, cat, loc))}`) +
    ctaBand(spec, path, loc);
  return {
    path,
    nav: 'services',
    title: t.servicesTitle,
    description: t
      .servicesDescription(services.map((s) => s.name).join(', '), spec.business.name, spec.copy.tagline)
      .slice(0, 200),
    body,
  };
}

export function servicePages(spec: SiteSpec, loc: Locale = ROOT_LOCALE, cat?: SiteCatalogue): Page[] {
  const { t } = loc;
  return chosenServices(spec).map((s) => {
    const path = loc.prefix + servicePath(s.slug);
    const body =
      banner(spec, path, s.name, s.summary, { label: t.servicesTitle, path: localPath(loc, 'services') }, loc) +
      section(
        `<div class="two"><div>${s.paragraphs.map((p) => `<p>${esc(p)}</p>`).join('')}</div>` +
          `<div class="card"><h2>${t.whatYouCanExpect}</h2>${ticks(s.highlights)}` +
          `${bookLink(spec, cat, s.slug, loc)}</div></div>`,
      ) +
      ctaBand(spec, path, loc);
    return { path, nav: 'services' as const, title: s.name, description: s.summary.slice(0, 200), body };
  });
}

export function aboutPage(spec: SiteSpec, loc: Locale = ROOT_LOCALE): Page {
  const { t } = loc;
  const path = localPath(loc, 'about');
  const { about } = spec.copy;
  const body =
    banner(spec, path, about.title, spec.copy.tagline, undefined, loc) +
    section(
      `<div class="two"><div>${about.paragraphs.map((p) => `<p>${esc(p)}</p>`).join('')}</div><div>${picture(spec, path, spec.media.about, '(max-width: 820px) 100vw, 520px')}<div class="card"><p class="eyebrow">${t.ourMission}</p><p class="lead">${esc(about.mission)}</p></div></div></div>`,
    ) +
    section(`<h2>${t.whatWeStandFor}</h2>${values(spec.copy)}`, true) +
    (spec.media.gallery.length ? section(`<h2>${t.gallery}</h2>${gallery(spec, path)}`) : '') +
    ctaBand(spec, path, loc);
  return { path, nav: 'about', title: about.title, description: about.paragraphs[0]!.slice(0, 200), body };
}

export function teamPage(spec: SiteSpec, loc: Locale = ROOT_LOCALE): Page {
  const { t } = loc;
  const path = localPath(loc, 'team');
  const body =
    banner(spec, path, t.meetTheTeam, spec.copy.team.intro, undefined, loc) +
    section(`<h2>${esc(t.peopleBehind(spec.business.name))}</h2>${teamCards(spec.copy)}`) +
    ctaBand(spec, path, loc);
  return { path, nav: 'team', title: t.ourTeam, description: spec.copy.team.intro.slice(0, 200), body };
}

/** The Menu or Shop page from the catalogue (issue 40); with an active payout account the cart takes orders here. */
function cataloguePage(spec: SiteSpec, loc: Locale, cat: SiteCatalogue, page: 'menu' | 'shop', after = ''): Page {
  const path = localPath(loc, page);
  const shop = cat.commerce.shop!;
  const title = page === 'menu' ? loc.t.menuTitle : loc.t.shopTitle;
  const intro = cat.intros[page];
  const body =
    banner(spec, path, title, intro, undefined, loc) +
    catalogueSection(spec, path, loc, shop, cat) +
    after +
    ctaBand(spec, path, loc);
  const description = (intro || spec.copy.seo.description).slice(0, 200);
  return { path, nav: page, title, description, body, ...(shop.payments_on ? { script: 'cart' as const } : {}) };
}

export function menuPage(spec: SiteSpec, loc: Locale = ROOT_LOCALE, cat?: SiteCatalogue): Page {
  const { t } = loc;
  const path = localPath(loc, 'menu');
  if (cat?.commerce.shop) return cataloguePage(spec, loc, cat, 'menu', section(`<p>${t.menuNote}</p>`, true));
  const menu = spec.copy.menu!;
  const sections = menu.sections
    .map((s, i) => section(`<h2>${esc(s.title)}</h2>${priceList(s.items, t)}`, i % 2 === 1))
    .join('');
  const body =
    banner(spec, path, t.menuTitle, menu.intro, undefined, loc) +
    sections +
    section(`<p>${t.menuNote}</p>`) +
    ctaBand(spec, path, loc);
  return { path, nav: 'menu', title: t.menuTitle, description: menu.intro.slice(0, 200), body };
}

export function shopPage(spec: SiteSpec, loc: Locale = ROOT_LOCALE, cat?: SiteCatalogue): Page {
  const { t } = loc;
  const path = localPath(loc, 'shop');
  if (cat?.commerce.shop) return cataloguePage(spec, loc, cat, 'shop');
  const shop = spec.copy.shop!;
  const order = spec.pages.includes('contact')
    ? `<a href="${rel(path, localPath(loc, 'contact'))}">${t.sendUsAMessageLink}</a>`
    : t.callLink(`<a href="${telHref(spec.business.phone)}">${esc(t.phone(spec.business.phone))}</a>`);
  const body =
    banner(spec, path, t.shopTitle, shop.intro, undefined, loc) +
    section(`${priceList(shop.products, t)}<p>${t.toOrder(order)}</p>`) +
    ctaBand(spec, path, loc);
  return { path, nav: 'shop', title: t.shopTitle, description: shop.intro.slice(0, 200), body };
}

export function eventsPage(spec: SiteSpec, loc: Locale = ROOT_LOCALE): Page {
  const { t } = loc;
  const path = localPath(loc, 'events');
  const events = spec.copy.events!;
  const body =
    banner(spec, path, t.eventsTitle, events.intro, undefined, loc) +
    section(`<h2>${t.comingUp}</h2>${eventList(events.items)}`) +
    ctaBand(spec, path, loc);
  return { path, nav: 'events', title: t.eventsTitle, description: events.intro.slice(0, 200), body };
}

export function contactPage(spec: SiteSpec, loc: Locale = ROOT_LOCALE): Page {
  const { t } = loc;
  const path = localPath(loc, 'contact');
  const { contact } = spec.copy;
  const body =
    banner(spec, path, contact.title, contact.intro, undefined, loc) +
    section(
      `<div class="two"><div><h2 id="form-title">${t.sendUsAMessage}</h2>${contactForm(spec, t)}</div><div><h2>${t.reachUsDirectly}</h2>${facts(spec, t)}${hoursTable(spec, t)}</div></div>`,
    );
  return {
    path,
    nav: 'contact',
    title: contact.title,
    description: contact.intro.slice(0, 200),
    body,
    script: 'contact',
  };
}

export function notFoundPage(spec: SiteSpec, loc: Locale = ROOT_LOCALE): Page {
  const { t } = loc;
  const home = `<a href="./">${t.homeLinkText}</a>`;
  const phone = `<a href="${telHref(spec.business.phone)}">${esc(t.phone(spec.business.phone))}</a>`;
  const body = section(`<h1>${t.notFoundTitle}</h1><p>${t.notFoundBody(home, phone)}</p>`);
  return {
    path: loc.prefix,
    nav: 'home',
    title: t.notFoundTitle,
    description: t.notFoundDescription(spec.business.name),
    body,
    notFound: true,
  };
}
