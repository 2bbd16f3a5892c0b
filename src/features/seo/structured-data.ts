/** JSON-LD (schema.org) objects for pages. Pure: every URL is made absolute from the site origin. */
import { SITE } from '../site/site.ts';

type Json = Record<string, unknown>;
const abs = (path: string, site: URL | string) => new URL(path, site).href;

export function breadcrumbList(items: { name: string; href: string }[], site: URL | string): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: abs(item.href, site),
    })),
  };
}

export function softwareApplication(
  tool: { name: string; description: string | null; url: string; image: string | null; price: string | null },
  site: URL | string,
): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: tool.name,
    description: tool.description ?? undefined,
    url: abs(tool.url, site),
    image: tool.image ? abs(tool.image, site) : undefined,
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Web',
    provider: { '@type': 'Organization', name: SITE.name },
    ...(tool.price !== null ? { offers: { '@type': 'Offer', price: tool.price, priceCurrency: 'CAD' } } : {}),
  };
}

export interface LocalBusinessInput {
  name: string;
  url: string;
  description: string | null;
  phone: string | null;
  website: string | null;
  images: string[];
  address: { street: string | null; city: string; region: string; postalCode: string | null; country: string };
  openingHours: string[];
  rating: { value: number | null; count: number };
  sameAs: string[];
}

/** schema.org PostalAddress (used by directory listings and generated websites). */
export function postalAddress(a: LocalBusinessInput['address']): Json {
  return {
    '@type': 'PostalAddress',
    streetAddress: a.street ?? undefined,
    addressLocality: a.city,
    addressRegion: a.region,
    postalCode: a.postalCode ?? undefined,
    addressCountry: a.country,
  };
}

export function localBusiness(b: LocalBusinessInput, site: URL | string): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: b.name,
    url: abs(b.url, site),
    description: b.description ?? undefined,
    telephone: b.phone ?? undefined,
    image: b.images.length ? b.images.map((i) => abs(i, site)) : undefined,
    address: postalAddress(b.address),
    openingHours: b.openingHours.length ? b.openingHours : undefined,
    // Only with real approved reviews: an AggregateRating of zero reviews is invalid.
    aggregateRating:
      b.rating.count > 0 && b.rating.value !== null
        ? {
            '@type': 'AggregateRating',
            ratingValue: b.rating.value.toFixed(2),
            reviewCount: b.rating.count,
            bestRating: 5,
            worstRating: 1,
          }
        : undefined,
    sameAs: b.sameAs.length ? [...b.sameAs, ...(b.website ? [b.website] : [])] : b.website ? [b.website] : undefined,
  };
}

export function article(
  a: {
    title: string;
    description: string;
    url: string;
    image: string | null;
    published: string;
    modified: string;
    section: string;
    keywords: string[];
  },
  site: URL | string,
): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: a.title.slice(0, 110),
    description: a.description,
    mainEntityOfPage: abs(a.url, site),
    url: abs(a.url, site),
    image: a.image ? [abs(a.image, site)] : undefined,
    datePublished: a.published,
    dateModified: a.modified,
    articleSection: a.section,
    keywords: a.keywords.length ? a.keywords.join(', ') : undefined,
    author: { '@type': 'Organization', name: SITE.name },
    publisher: {
      '@type': 'Organization',
      name: SITE.name,
      logo: { '@type': 'ImageObject', url: abs('/favicon.svg', site) },
    },
  };
}

/** schema.org WebPage with its language (issue 31: the directory in English and French). */
export function webPage(p: { name: string; url: string; lang: 'en' | 'fr' }, site: URL | string): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: p.name,
    url: abs(p.url, site),
    inLanguage: p.lang === 'fr' ? 'fr-CA' : 'en-CA',
  };
}
