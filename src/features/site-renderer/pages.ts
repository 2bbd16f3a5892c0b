/** One function per page type of a generated site: each returns the page's body and metadata. */
import type { PageId } from '../../shared/catalogue/catalogue.ts';
import type { SiteSpec } from '../../schemas/site-spec.ts';
import { contactForm } from './contact-form.ts';
import { esc, rel, telHref } from './html.ts';
import { pagePath, type Page } from './layout.ts';
import {
  HERO_ART, banner, ctaBand, eventList, facts, faq, gallery, hoursTable, pageLink, picture, priceList, serviceCards, servicePath, teamCards, ticks, values,
} from './sections.ts';

const SECOND_CTA: Partial<Record<PageId, string>> = { menu: 'See the menu', services: 'Explore our services', shop: 'Visit the shop', events: 'Upcoming events', about: 'Our story' };

const section = (inner: string, soft = false, label?: string) =>
  `<section class="section${soft ? ' soft' : ''}"${label ? ` aria-labelledby="${label}"` : ''}><div class="wrap">${inner}</div></section>`;

function chosenServices(spec: SiteSpec) {
  return spec.services.map((s) => spec.copy.services.find((c) => c.slug === s.slug)!).filter(Boolean);
}

export function homePage(spec: SiteSpec): Page {
  const { copy } = spec;
  const from = '';
  const primary = spec.pages.includes('contact') ? rel(from, pagePath('contact')) : telHref(spec.business.phone);
  const second = spec.pages.find((p): p is PageId => ['menu', 'services', 'shop', 'events', 'about'].includes(p));
  const photo = picture(spec, from, spec.media.hero, '(max-width: 820px) 100vw, 520px', true);
  const heroText = `<div><p class="eyebrow">${esc(spec.subCategoryName)}${spec.business.address ? ` in ${esc(spec.business.address.city)}` : ''}</p><h1>${esc(copy.hero.headline)}</h1><p>${esc(copy.hero.subheadline)}</p><div class="actions"><a class="btn btn-primary" href="${primary}">${esc(copy.hero.primaryCta)}</a>${second ? `<a class="btn btn-outline" href="${rel(from, pagePath(second))}">${SECOND_CTA[second]}</a>` : ''}</div></div>`;
  // Without a photo the illustrated hero stays.
  const parts = [
    photo
      ? `<section class="hero with-photo"><div class="wrap">${heroText}<div class="hero-photo">${photo}</div></div></section>`
      : `<section class="hero">${HERO_ART}<div class="wrap">${heroText}</div></section>`,
    section(`<div class="two"><div><p class="eyebrow">Welcome</p><h2 id="intro">${esc(copy.intro.title)}</h2></div><div><p class="lead">${esc(copy.intro.body)}</p>${pageLink(spec, from, 'about', `About ${spec.business.name}`)}</div></div>`, false, 'intro'),
  ];
  const services = chosenServices(spec);
  if (spec.pages.includes('services') && services.length) {
    parts.push(section(`<p class="eyebrow">What we offer</p><h2 id="services">Our services</h2>${serviceCards(spec, from, services.slice(0, 6))}`, true, 'services'));
  }
  if (spec.pages.includes('menu') && copy.menu) {
    const first = copy.menu.sections[0]!;
    parts.push(section(`<div class="two"><div><p class="eyebrow">From the menu</p><h2 id="menu">${esc(first.title)}</h2><p>${esc(copy.menu.intro)}</p>${pageLink(spec, from, 'menu', 'See the full menu')}</div>${priceList(first.items.slice(0, 4))}</div>`, false, 'menu'));
  }
  parts.push(section(`<p class="eyebrow">Why ${esc(spec.business.name)}</p><h2 id="values">What we stand for</h2>${values(copy)}`, !spec.pages.includes('services'), 'values'));
  const photos = gallery(spec, from);
  if (photos) parts.push(section(`<h2 id="gallery">Gallery</h2>${photos}`, false, 'gallery'));
  if (spec.pages.includes('events') && copy.events) {
    parts.push(section(`<p class="eyebrow">Coming up</p><h2 id="events">Events</h2>${eventList(copy.events.items.slice(0, 3))}<p>${pageLink(spec, from, 'events', 'All events')}</p>`, true, 'events'));
  }
  parts.push(section(`<div class="two"><div>${copy.faq.length ? `<p class="eyebrow">Good to know</p><h2 id="faq">Questions we hear often</h2>${faq(copy)}` : `<h2 id="faq">${esc(spec.business.name)}</h2><p>${esc(spec.business.overview)}</p>`}</div><div><h2>Visit or get in touch</h2>${facts(spec)}${hoursTable(spec)}</div></div>`, false, 'faq'));
  parts.push(ctaBand(spec, from));
  return { path: '', nav: 'home', title: spec.business.name, description: copy.seo.description, body: parts.join('') };
}

export function servicesPage(spec: SiteSpec): Page {
  const path = pagePath('services');
  const services = chosenServices(spec);
  const body = banner(spec, path, 'Services', `How ${spec.business.name} can help you, ${spec.business.address ? `in ${spec.business.address.city} and nearby` : 'close to home'}.`) +
    section(`<h2>What we offer</h2>${serviceCards(spec, path, services)}`) + ctaBand(spec, path);
  return { path, nav: 'services', title: 'Services', description: `${services.map((s) => s.name).join(', ')} from ${spec.business.name}. ${spec.copy.tagline}`.slice(0, 200), body };
}

export function servicePages(spec: SiteSpec): Page[] {
  return chosenServices(spec).map((s) => {
    const path = servicePath(s.slug);
    const body = banner(spec, path, s.name, s.summary, { label: 'Services', path: pagePath('services') }) +
      section(`<div class="two"><div>${s.paragraphs.map((p) => `<p>${esc(p)}</p>`).join('')}</div><div class="card"><h2>What you can expect</h2>${ticks(s.highlights)}</div></div>`) +
      ctaBand(spec, path);
    return { path, nav: 'services' as const, title: s.name, description: s.summary.slice(0, 200), body };
  });
}

export function aboutPage(spec: SiteSpec): Page {
  const path = pagePath('about');
  const { about } = spec.copy;
  const body = banner(spec, path, about.title, spec.copy.tagline) +
    section(`<div class="two"><div>${about.paragraphs.map((p) => `<p>${esc(p)}</p>`).join('')}</div><div>${picture(spec, path, spec.media.about, '(max-width: 820px) 100vw, 520px')}<div class="card"><p class="eyebrow">Our mission</p><p class="lead">${esc(about.mission)}</p></div></div></div>`) +
    section(`<h2>What we stand for</h2>${values(spec.copy)}`, true) + (spec.media.gallery.length ? section(`<h2>Gallery</h2>${gallery(spec, path)}`) : '') + ctaBand(spec, path);
  return { path, nav: 'about', title: about.title, description: about.paragraphs[0]!.slice(0, 200), body };
}

export function teamPage(spec: SiteSpec): Page {
  const path = pagePath('team');
  const body = banner(spec, path, 'Meet the team', spec.copy.team.intro) + section(`<h2>The people behind ${esc(spec.business.name)}</h2>${teamCards(spec.copy)}`) + ctaBand(spec, path);
  return { path, nav: 'team', title: 'Our team', description: spec.copy.team.intro.slice(0, 200), body };
}

export function menuPage(spec: SiteSpec): Page {
  const path = pagePath('menu');
  const menu = spec.copy.menu!;
  const sections = menu.sections.map((s, i) => section(`<h2>${esc(s.title)}</h2>${priceList(s.items)}`, i % 2 === 1)).join('');
  const body = banner(spec, path, 'Menu', menu.intro) + sections + section('<p>Prices in Canadian dollars. Please tell us about allergies when you order.</p>') + ctaBand(spec, path);
  return { path, nav: 'menu', title: 'Menu', description: menu.intro.slice(0, 200), body };
}

export function shopPage(spec: SiteSpec): Page {
  const path = pagePath('shop');
  const shop = spec.copy.shop!;
  const order = spec.pages.includes('contact') ? `<a href="${rel(path, pagePath('contact'))}">send us a message</a>` : `call <a href="${telHref(spec.business.phone)}">${esc(spec.business.phone)}</a>`;
  const body = banner(spec, path, 'Shop', shop.intro) + section(`${priceList(shop.products)}<p>To order, ${order} and we will have it ready for you.</p>`) + ctaBand(spec, path);
  return { path, nav: 'shop', title: 'Shop', description: shop.intro.slice(0, 200), body };
}

export function eventsPage(spec: SiteSpec): Page {
  const path = pagePath('events');
  const events = spec.copy.events!;
  const body = banner(spec, path, 'Events', events.intro) + section(`<h2>Coming up</h2>${eventList(events.items)}`) + ctaBand(spec, path);
  return { path, nav: 'events', title: 'Events', description: events.intro.slice(0, 200), body };
}

export function contactPage(spec: SiteSpec): Page {
  const path = pagePath('contact');
  const { contact } = spec.copy;
  const body = banner(spec, path, contact.title, contact.intro) +
    section(`<div class="two"><div><h2 id="form-title">Send us a message</h2>${contactForm(spec)}</div><div><h2>Reach us directly</h2>${facts(spec)}${hoursTable(spec)}</div></div>`);
  return { path, nav: 'contact', title: contact.title, description: contact.intro.slice(0, 200), body, script: 'contact' };
}

export function notFoundPage(spec: SiteSpec): Page {
  const body = section(`<h1>Page not found</h1><p>Sorry, that page is not here. Try the <a href="./">home page</a> or call us at <a href="${telHref(spec.business.phone)}">${esc(spec.business.phone)}</a>.</p>`);
  return { path: '', nav: 'home', title: 'Page not found', description: `Page not found at ${spec.business.name}.`, body };
}
