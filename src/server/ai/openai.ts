/**
 * The OpenAI copywriter: any OpenAI-compatible chat completions server (model and base URL
 * configurable), asked for structured output and validated with zod. An answer that fails
 * validation is retried once with the problems named; then it is an error. Nothing half-written
 * ever leaves this module.
 */
import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import { checkCopyCovers, siteCopySchema, type SiteCopy } from '../../schemas/site-copy.ts';
import { findInventedFacts } from '../../features/site-renderer/invented-facts.ts';
import { findUnsupportedClaims } from '../../features/site-renderer/unsupported-claims.ts';
import { COPY_ERROR_MESSAGES, CopyError, type Copywriter, type CopyRequest } from './copy-request.ts';
import { typeset } from './builtin-fr.ts';
import { frenchService } from '../../shared/catalogue/french-names.ts';
import { z } from '../../schemas/z.ts';

type Message = OpenAI.Chat.Completions.ChatCompletionMessageParam;

const SYSTEM = `You are the copywriter of Main Street, a website builder for Canadian small businesses.
Write the words of a small business's website from the facts you are given, and only from them.
Rules: Canadian English spelling; warm, specific and plain; no lorem ipsum or placeholders; no markdown or HTML;
never invent facts: no prices, dates, days or times, events, opening hours, numbers or figures, testimonials or reviews,
awards, certifications, founding years or years in business, staff names, or claims about what the business offers
beyond the owner's overview and the requested services (the FAQ answers only from the given facts; without an
address, nothing says where the business is or how to find it);
hero.primaryCta opens the contact page: words such as "Book a table" or "Get in touch", never naming another page;
for lawyers, clinics and other regulated professions: nothing that reads as legal or medical advice or promises an
outcome, and no words such as best, guaranteed, specialist or expert;
services: one entry per requested service, with its exact slug and name;
menu, shop and events: when the page is requested write only the intro, with empty lists (menu sections may have a
title and no items): the owner adds the items, prices and dates; otherwise null.
Answer with JSON that matches the schema exactly.`;

/**
 * French sites (issue 31): the same rules, and natural Canadian French written for French readers
 * (not a word-for-word translation), with the business name exactly as given.
 */
const FRENCH = `
Language: write every text in Canadian French (français canadien, as written in Quebec), not in English: whole
sentences written for French readers, never a word-for-word translation; correct accents; OQLF typography (a
non-breaking space before : ; ! ? and inside « »); vocabulary used in Canada (courriel, magasiner, fin de semaine);
the business name, the services' names the owner chose in English and the town exactly as given are the only words
that may stay as they are; service names and summaries in French; keep each service's exact slug.`;

export function systemFor(req: CopyRequest): string {
  return req.language === 'fr' ? SYSTEM + FRENCH : SYSTEM;
}

/**
 * Menu items, shop products and events are the owner's facts: whatever a model wrote there is dropped, as is
 * copy for a service the owner did not pick.
 */
export function dropInventedFacts(copy: SiteCopy, req?: Pick<CopyRequest, 'services'>): SiteCopy {
  return {
    ...copy,
    services: req ? copy.services.filter((s) => req.services.some((r) => r.slug === s.slug)) : copy.services,
    menu: copy.menu && { ...copy.menu, sections: copy.menu.sections.map((s) => ({ ...s, items: [] })) },
    shop: copy.shop && { ...copy.shop, products: [] },
    events: copy.events && { ...copy.events, items: [] },
  };
}

export function promptFor(req: CopyRequest): string {
  return JSON.stringify({
    business_name: req.businessName,
    owner_overview: req.overview,
    business_type: req.typeName,
    sub_category: req.subCategoryName,
    address: req.city
      ? [req.street, req.city, req.province, req.postalCode, 'Canada'].filter(Boolean).join(', ')
      : null,
    phone: req.phone,
    pages: req.pages,
    services: req.services.map((s) => ({ slug: s.slug, name: s.name, about: s.summary })),
    draft_number: req.variant,
    language: req.language === 'fr' ? 'fr-CA (Canadian French)' : 'en-CA (Canadian English)',
  });
}

/**
 * A model answer's JSON checked with `schema`: the data, or what is wrong with it (at most eight problems,
 * each naming its path), to say when the model is asked again. Shared by the website and article writers.
 */
export function parseAnswer<T>(
  content: string | null | undefined,
  schema: z.ZodMiniType<T>,
): { data?: T; problems: string[] } {
  if (!content) return { problems: ['the answer was empty'] };
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch {
    return { problems: ['the answer was not valid JSON'] };
  }
  const parsed = z.safeParse(schema, data);
  if (!parsed.success) {
    return { problems: parsed.error.issues.slice(0, 8).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`) };
  }
  return { data: parsed.data, problems: [] };
}

/** Parses and checks one model answer; returns the problems when it is not usable. */
export function readAnswer(
  content: string | null | undefined,
  req: CopyRequest,
): { copy?: SiteCopy; problems: string[] } {
  const parsed = parseAnswer(content, siteCopySchema);
  if (!parsed.data) return { problems: parsed.problems };
  const lang = req.language === 'fr' ? 'fr' : 'en';
  const copy = lang === 'fr' ? typeset(parsed.data, req.businessName) : parsed.data;
  // The owner's facts, and the services' names in French as the catalogue writes them ('Culte du dimanche').
  const french = req.services.flatMap((s) => Object.values(frenchService(req.websiteType, s.slug) ?? {}));
  const given = [
    req.businessName,
    req.overview,
    req.city ?? '',
    req.province ?? '',
    req.street ?? '',
    req.postalCode ?? '',
    req.subCategoryName,
    req.typeName,
    req.email,
    ...req.services.flatMap((s) => [s.name, s.summary]),
    ...french,
  ];
  const kept = dropInventedFacts(copy, req);
  const problems = [
    ...checkCopyCovers(copy, req.pages, req.services),
    ...findInventedFacts(kept, lang, { phone: req.phone, texts: given }),
    ...findUnsupportedClaims(kept, lang, { hasAddress: Boolean(req.city) }),
  ];
  return problems.length ? { problems: problems.slice(0, 8) } : { copy: kept, problems };
}

/**
 * One structured answer from the model: asked, checked with `read`, asked once more with the problems
 * named, then an error (CopyError with the caller's messages). Shared by the website and article writers.
 */
export async function askWithOneRetry<T>(options: {
  client: OpenAI;
  model: string;
  format: ReturnType<typeof zodResponseFormat>;
  system: string;
  prompt: string;
  read: (content: string | null | undefined) => { value?: T; problems: string[] };
  errors: Record<'invalid' | 'timeout' | 'unavailable', string>;
}): Promise<T> {
  const messages: Message[] = [
    { role: 'system', content: options.system },
    { role: 'user', content: options.prompt },
  ];
  let problems: string[] = [];
  for (let attempt = 1; attempt <= 2; attempt++) {
    let content: string | null | undefined;
    try {
      const completion = await options.client.chat.completions.create({
        model: options.model,
        messages,
        response_format: options.format,
        temperature: 0.7,
      });
      content = completion.choices[0]?.message?.content;
    } catch (error) {
      if (error instanceof OpenAI.APIConnectionTimeoutError)
        throw new CopyError('timeout', options.errors.timeout, { cause: error });
      throw new CopyError('unavailable', options.errors.unavailable, { cause: error });
    }
    const answer = options.read(content);
    if (answer.value !== undefined) return answer.value;
    problems = answer.problems;
    messages.push(
      { role: 'assistant', content: content ?? '' },
      {
        role: 'user',
        content: `That answer cannot be used: ${problems.join('; ')}. Answer again with corrected JSON only.`,
      },
    );
  }
  throw new CopyError('invalid', options.errors.invalid, { cause: new Error(problems.join('; ')) });
}

export function openAiCopywriter(options: {
  apiKey: string;
  baseURL?: string;
  model: string;
  timeoutMs: number;
}): Copywriter {
  // Our own retry policy (one retry for an invalid answer), so the SDK does not retry on its own.
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeout: options.timeoutMs,
    maxRetries: 0,
  });
  const format = zodResponseFormat(siteCopySchema, 'website_copy');
  return {
    name: 'openai',
    slow: true,
    write: (req) =>
      askWithOneRetry({
        client,
        model: options.model,
        format,
        system: systemFor(req),
        prompt: promptFor(req),
        errors: COPY_ERROR_MESSAGES,
        read: (content) => {
          const answer = readAnswer(content, req);
          return { value: answer.copy, problems: answer.problems };
        },
      }),
  };
}
