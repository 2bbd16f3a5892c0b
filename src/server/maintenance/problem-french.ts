/**
 * The maintenance check's problem sentences in French (issue 31). check-site.ts and address-policy.ts
 * write them in English and the dashboard stores them so; the alert email to a French-first business
 * reads each known sentence back into its French twin. A sentence it does not know stays as written.
 * French typography goes on the sentences before the addresses are put in (a port's « : » stays). Pure.
 */
import { frenchTypography } from '../../features/site-renderer/i18n/french-format.ts';
import { format, type Params } from '../../shared/i18n/format.ts';

const ADDRESSES: Record<string, string> = {
  'the server itself (a loopback address)': 'le serveur lui-même (une adresse de bouclage)',
  'a private network address': 'une adresse de réseau privé',
  "a carrier's internal network address": 'une adresse du réseau interne d’un fournisseur',
  'a link-local network address': 'une adresse de réseau local de liaison',
  "a cloud server's internal metadata address": 'l’adresse interne de métadonnées d’un serveur infonuagique',
  'an unspecified address (0.0.0.0 or ::)': 'une adresse non précisée (0.0.0.0 ou {any})',
  'a multicast address': 'une adresse de multidiffusion',
  'a reserved address that is not on the public internet': 'une adresse réservée, hors de l’Internet public',
  'an address that is not valid': 'une adresse invalide',
};

const WHERE: Record<string, string> = {
  'A link to your own page': 'Un lien vers une de vos pages',
  'A link to another website': 'Un lien vers un autre site Web',
};

const fr = (template: string, params: Params = {}) => format(frenchTypography(template), { any: '::', ...params });

/** The refusal sentence of a safe fetch (address-policy.ts, safe-fetch.ts) in French, or undefined. */
function refusalInFrench(text: string): string | undefined {
  const refused = /^Main Street did not visit (\S+): it points to (.+)\. Only public websites are checked\.$/.exec(
    text,
  );
  if (refused && ADDRESSES[refused[2]!]) {
    return fr(
      `Main Street n’a pas visité {host} : cette adresse mène à ${ADDRESSES[refused[2]!]}. Seuls les sites Web publics sont vérifiés.`,
      { host: refused[1]! },
    );
  }
  const scheme = /^Main Street did not visit (\S+): only http and https addresses are checked\.$/.exec(text);
  if (scheme)
    return fr('Main Street n’a pas visité {url} : seules les adresses http et https sont vérifiées.', {
      url: scheme[1]!,
    });
  return undefined;
}

function translate(detail: string): string | undefined {
  let m = /^Your website did not answer within (\d+) seconds\.$/.exec(detail);
  if (m) return fr('Votre site Web n’a pas répondu en {n} secondes.', { n: m[1]! });
  m = /^Your website answered with an error \(HTTP (\d+)\)\.$/.exec(detail);
  if (m) return fr('Votre site Web a répondu par une erreur (HTTP {status}).', { status: m[1]! });
  m = /^(A link to your own page|A link to another website) is broken: (\S+) \((no answer|HTTP \d+)\)\.$/.exec(detail);
  if (m)
    return fr(`${WHERE[m[1]!]} est brisé : {link} ({why}).`, {
      link: m[2]!,
      why: m[3] === 'no answer' ? 'aucune réponse' : m[3]!,
    });
  m = /^(A link to your own page|A link to another website) was not checked: (\S+)\. (.+)$/.exec(detail);
  if (m) {
    const why = refusalInFrench(m[3]!);
    return why ? fr(`${WHERE[m[1]!]} n’a pas été vérifié : {link}. {why}`, { link: m[2]!, why }) : undefined;
  }
  return refusalInFrench(detail);
}

/** A problem's detail sentence in French, French typography included; the English sentence when it is not a known one. */
export function problemDetailInFrench(detail: string): string {
  return translate(detail) ?? detail;
}
