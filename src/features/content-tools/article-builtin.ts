/**
 * The built-in article writer (no model configured): a real 800–1,200-word guide on the owner's
 * topic, built from the business record only — its name, overview, services (the owner's own
 * summaries), city, contact details and hours. The general advice it gives is about what to ask and
 * check, never a claim about the business: no prices, figures, awards, dates or quotes are invented.
 */
import { countWords } from '../../shared/word-count.ts';
import { ARTICLE_WORDS, articleDraftSchema, type ArticleDraft } from '../../schemas/articles.ts';
import type { ArticleFacts, ArticleRequest } from './article-facts.ts';

const sentence = (t: string) => {
  const s = t.trim().replace(/\s+/g, ' ');
  return /[.!?)]$/.test(s) ? s : `${s}.`;
};
const clip = (t: string, max: number) => (t.length <= max ? t : `${t.slice(0, max - 1).replace(/\s+\S*$/, '')}…`);
const cap = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);
const an = (noun: string) => (/^[aeiou]/i.test(noun) ? 'an' : 'a');

interface Ctx {
  name: string;
  sub: string;
  inCity: string;
  city: string;
  keyword: string;
  topic: string;
  contact: string;
}

/** General advice about choosing any local business of this kind: true of every honest provider. */
const ADVICE: ((c: Ctx) => string)[] = [
  (c) =>
    `Start with what you need, not with who you will call. Write down the job in two or three sentences: what you want done, by when, and what would make it a success for you. When you talk to ${an(c.sub)} ${c.sub}, read it out. A good provider will ask questions back, and the questions tell you a lot about how carefully they will treat your work.`,
  (c) =>
    `Look for clear answers. Whoever you choose should be able to explain in plain words what they will do, what they will not do, and what they need from you. If an answer is vague, ask again. A business that is sure of its work is usually happy to explain it, and you should never feel rushed into a decision.`,
  (c) =>
    `Ask how you will stay in touch. Find out who you will speak to, how to reach them (phone, email or a message through their website) and how quickly they usually reply. Many disappointments with local services come from silence rather than from the work itself, so agree on this before anything starts.`,
  (c) =>
    `Get the details in writing. Whatever you agree on — what is included, when it will happen, what it will cost — ask for it in an email or a written quote. It protects both sides, and it makes it easy to compare two providers fairly. Compare what is included, not only the final number.`,
  (c) =>
    `Check that the business is local and easy to reach${c.inCity}. A provider close to you can usually come back quickly if something needs a second look, and they know the area. Their website and their listing should show a phone number and a way to send a message, and someone should answer it.`,
  (c) =>
    `Read what others say, and read it with care. Reviews on a directory listing are helpful when they describe the work itself: what was done, how the people behaved, what happened when something went wrong. A handful of detailed reviews tells you more than a long list of stars.`,
  (c) =>
    `Be honest about your budget and your timing. Telling ${an(c.sub)} ${c.sub} what you can spend and when you need the work done lets them tell you straight away whether it fits, or what could change to make it fit. It saves everyone time, and it avoids surprises later.`,
  (c) =>
    `Trust how the first conversation feels. You will be dealing with these people for a while, even for a small job. If they listen, answer your questions and tell you plainly when something is not a good idea, that is a good sign for everything that follows.`,
];

const AFTER = (c: Ctx): string[] => [
  `## Before and after the work`,
  `Before anything starts, agree on how you will both know the job is finished. It can be as simple as a short list you go through together at the end. It means nothing is forgotten, and it gives you the chance to ask about anything you are not sure of while the people who did the work are still there.`,
  `Afterwards, keep the written details somewhere you can find them. If you have a question weeks later, you will know exactly what was agreed and who to call. And if you were happy, say so: a short review on ${c.name === '' ? 'a' : 'the'} directory listing helps other people${c.inCity} choose well too.`,
];

const QUESTIONS = (c: Ctx): string[] =>
  [
    'What exactly is included, and what would cost extra?',
    'Who will I be dealing with from start to finish?',
    'How long will it take, and what could make it take longer?',
    'What do you need from me before you start?',
    'How do I reach you if I have a question or a problem afterwards?',
    `Can you put what we agreed in writing for me?`,
  ].map((q) => q.replace('{sub}', c.sub));

function serviceSection(facts: ArticleFacts, c: Ctx): string[] {
  const servicePages = new Set(facts.pages.map((p) => p.path));
  const asks = [
    (n: string) =>
      `When you ask about ${n}, describe what you have in mind and ask what the work involves from start to finish, what you need to prepare, and how you will know it is done. ${c.name} will tell you plainly whether it is a good fit.`,
    (n: string) =>
      `Before you book ${n}, say when you need it and what matters most to you. Ask what is included and what is not, and ask for it in writing. If ${n} is not the right answer for you, we would rather say so.`,
    (n: string) =>
      `A good first question about ${n}: what would you need from me to get started? The answer shows how the work is planned. Then ask who you will deal with, and how you can reach them if something comes up.`,
    (n: string) =>
      `If you are comparing ${n} from more than one business, compare what each one includes, not only the total, and ask each the same questions. ${c.name} is happy to answer them.`,
  ];
  const blocks = facts.services.slice(0, 4).flatMap((s, i) => {
    const link = servicePages.has(`/services/${s.slug}/`)
      ? ` Read more on our [${s.name} page](/services/${s.slug}/).`
      : '';
    return [`### ${s.name}`, `${sentence(s.summary)}${link}`, asks[i % asks.length]!(s.name.toLowerCase())];
  });
  if (!blocks.length) return [];
  return [
    `## Services at ${c.name}`,
    `Here is what ${c.name} offers${c.inCity}, in our own words. Each one is a conversation first: call ${c.contact} and we will talk it through.`,
    ...blocks,
  ];
}

function workingWith(facts: ArticleFacts, c: Ctx): string[] {
  const lines = [
    `## Working with ${c.name}${c.inCity}`,
    `${c.name} is ${an(c.sub)} ${c.sub}${c.inCity}. ${sentence(facts.overview)}`,
    `The easiest way to start is to get in touch: ${facts.phone ? `call ${facts.phone}, ` : ''}email ${facts.email}${facts.pages.some((p) => p.path === '/contact/') ? ', or send a message through our [contact page](/contact/)' : ''}. Tell us what you need and when, and we will answer your questions before anything is agreed.`,
  ];
  if (facts.hours.length) lines.push(`Our opening hours: ${facts.hours.join('; ')}.`);
  return lines;
}

/** The FAQ: the owner's own answers first, then questions answered from the record alone. */
function faqFor(facts: ArticleFacts, c: Ctx): ArticleDraft['faq'] {
  const own = facts.faq.filter((f) => f.question.length >= 8 && f.answer.length >= 10).slice(0, 3);
  const fromRecord: ArticleDraft['faq'] = [
    { question: `What does ${c.name} do?`, answer: clip(sentence(facts.overview), 800) },
    ...(facts.services.length
      ? [
          {
            question: `Which services does ${c.name} offer?`,
            answer: `${facts.services.map((s) => s.name).join(', ')}. Call ${c.contact} to talk about what you need.`,
          },
        ]
      : []),
    {
      question: `How do I get started with ${c.name}?`,
      answer: `Get in touch and tell us what you need and when. We will answer your questions before anything is agreed.`,
    },
    {
      question: `How do I contact ${c.name}?`,
      answer: `${facts.phone ? `Call ${facts.phone} or e` : 'E'}mail ${facts.email}, and we will get back to you.`,
    },
    ...(c.city
      ? [
          {
            question: `Where is ${c.name}?`,
            answer: `We are in ${c.city}${facts.province ? `, ${facts.province}` : ''}. Get in touch for directions or to arrange a visit.`,
          },
        ]
      : []),
  ];
  const seen = new Set<string>();
  return [...own, ...fromRecord]
    .filter((f) => !seen.has(f.question.toLowerCase()) && seen.add(f.question.toLowerCase()))
    .slice(0, 6);
}

/** The article's title (the page's H1; the site adds its name in the <title>). */
function titleFor(req: ArticleRequest): string {
  const topic = cap(req.topic.trim().replace(/[?.!]+$/, ''));
  return topic.length >= 30 ? clip(topic, 90) : `${topic}: a practical guide`;
}

export function writeBuiltinArticle(facts: ArticleFacts, req: ArticleRequest): ArticleDraft {
  const city = facts.city?.trim() ?? '';
  const keyword = req.keyword.trim() || `${facts.subCategoryName.toLowerCase()}${city ? ` ${city}` : ''}`;
  const c: Ctx = {
    name: facts.name,
    sub: facts.subCategoryName.toLowerCase(),
    inCity: city ? ` in ${city}` : '',
    city,
    keyword,
    topic: req.topic.trim().replace(/[?.!]+$/, ''),
    contact: facts.phone ?? facts.email,
  };
  const intro = [
    `Searching for ${keyword}? This guide is for you. It answers one question — ${c.topic.charAt(0).toLowerCase()}${c.topic.slice(1)} — with the things worth checking before you decide, and the questions worth asking whoever you call.`,
    `We are ${c.name}, ${an(c.sub)} ${c.sub}${c.inCity}, and we wrote it to help you choose well, whether or not you end up working with us.`,
  ];
  const advice = ADVICE.map((a) => a(c));
  const look = [`## What to look for in ${an(c.sub)} ${c.sub}`, ...advice.slice(0, 4)];
  const questions = [
    `## Questions worth asking before you decide`,
    `Take this list with you, or keep it beside the phone. The answers matter more than the order you ask them in.`,
    QUESTIONS(c)
      .map((q) => `- ${q}`)
      .join('\n'),
  ];
  const plan = [
    `## A simple plan for your first call`,
    [
      'Describe the job in a few sentences and say when you need it done.',
      'Ask the questions above and note the answers.',
      'Ask for what you agreed in writing.',
      'Compare what is included, not only the total.',
      'Choose the people who listened best.',
    ]
      .map((s, i) => `${i + 1}. ${s}`)
      .join('\n'),
  ];
  const next = [
    `## Next steps`,
    `When you are ready, ${facts.phone ? `call ${c.name} at ${facts.phone}` : `email ${c.name} at ${facts.email}`}. Tell us about ${c.topic.toLowerCase().startsWith('how') ? 'what you need' : c.topic.charAt(0).toLowerCase() + c.topic.slice(1)}, and we will give you straight answers.`,
  ];
  const extra = advice.slice(4);
  const compose = (extraCount: number) =>
    [
      ...intro,
      ...look,
      ...extra.slice(0, extraCount),
      ...serviceSection(facts, c),
      ...questions,
      ...workingWith(facts, c),
      ...plan,
      ...next,
    ].join('\n\n');
  // Add the remaining advice until the guide is long enough; stop before it is too long.
  let body = compose(0);
  for (let n = 1; n <= extra.length && countWords(body) < ARTICLE_WORDS[0] + 50; n++) body = compose(n);
  // A business with few services gives a shorter guide: one more section of general care.
  if (countWords(body) < ARTICLE_WORDS[0] + 20)
    body = body.replace('## Next steps', `${AFTER(c).join('\n\n')}\n\n## Next steps`);
  const outline = [...body.matchAll(/^##\s+(.+)$/gm)].map((m) => m[1]!.trim());
  const links = facts.pages
    .filter((p) => p.path !== '/' && (p.path.startsWith('/services/') || p.path === '/contact/'))
    .slice(0, 6)
    .map((p) => ({ label: p.label, path: p.path }));
  const meta = `${cap(c.topic)}: what to look for, questions to ask, and how ${c.name}${c.inCity} can help.`;
  return articleDraftSchema.parse({
    title: titleFor(req),
    metaDescription: clip(meta.length >= 70 ? meta : `${meta} Contact ${c.contact}.`, 165),
    outline,
    bodyMarkdown: body,
    faq: faqFor(facts, c),
    internalLinks: links,
  });
}
