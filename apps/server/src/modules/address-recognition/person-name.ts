import { foldText, hasHan } from './text-cleanup';

/**
 * How a recipient's name is split:
 * - titles go ("Mr", "Frau", "Mme", "Sig.ra", "Dhr.");
 * - a name written in Chinese characters stays whole in `first_name`, so a label that prints
 *   "first last" still shows 张伟, not 伟 张;
 * - a surname written in capitals is the last name wherever it stands ("DUPONT Jean", "Jean DUPONT");
 * - Spanish names of three or more words keep two surnames ("Carmen Ruiz Ortega" → "Ruiz Ortega"),
 *   unless the second word is a given name of a compound one ("María José López" → "López");
 * - otherwise the last word is the last name, with the particles before it ("van der Berg",
 *   "de la Cruz", "von Weizsäcker"), and everything before is the first name (middle names and
 *   initials included). One word is a first name.
 */
export function splitName(full: string, country: string): { first: string; last: string } {
  const tokens = full
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ')
    .filter((token) => token !== '');
  while (tokens.length > 1 && TITLES.has(foldText(tokens[0] ?? ''))) tokens.shift();
  if (tokens.length === 0) return { first: '', last: '' };
  if (tokens.length === 1 || hasHan(full)) return { first: tokens.join(hasHan(full) ? '' : ' '), last: '' };

  const isCapitals = (token: string) =>
    /\p{L}{2}/u.test(token) && token === token.toUpperCase() && token !== token.toLowerCase();
  const capitals = tokens.filter(isCapitals);
  if (capitals.length > 0 && capitals.length < tokens.length) {
    const first = tokens.findIndex(isCapitals);
    const end = first + capitals.length;
    if (tokens.slice(first, end).every(isCapitals) && (first === 0 || end === tokens.length)) {
      return {
        first: [...tokens.slice(0, first), ...tokens.slice(end)].join(' '),
        last: tokens.slice(first, end).join(' '),
      };
    }
  }

  let start = tokens.length - 1;
  const hasParticle = tokens.slice(1, -1).some((token) => PARTICLES.has(foldText(token)));
  if (country === 'ES' && tokens.length >= 3 && !hasParticle) {
    // "María José López", "Juan Carlos Pérez Gil": a second given name joins the first.
    start = SPANISH_SECOND_NAMES.has(foldText(tokens[1] ?? '')) ? 2 : tokens.length - 2;
  }
  while (start > 1 && PARTICLES.has(foldText(tokens[start - 1] ?? ''))) start -= 1;
  return { first: tokens.slice(0, start).join(' '), last: tokens.slice(start).join(' ') };
}

/** Given names that follow another in Spanish compound first names ("José Luis", "María del Carmen" aside). */
const SPANISH_SECOND_NAMES = new Set(
  'jose maria luis carlos antonio manuel miguel angel francisco javier juan ignacio jesus isabel teresa pilar carmen dolores elena eugenia fernanda victoria cristina'.split(
    ' ',
  ),
);

const TITLES = new Set(
  [
    'mr',
    'mrs',
    'ms',
    'miss',
    'mx',
    'dr',
    'prof',
    'sir',
    'herr',
    'herrn',
    'frau',
    'hr',
    'fr',
    'm',
    'mme',
    'mlle',
    'monsieur',
    'madame',
    'sr',
    'sra',
    'srta',
    'don',
    'dona',
    'sig',
    'sigra',
    'signor',
    'signora',
    'dott',
    'dottssa',
    'dhr',
    'mevr',
    'mw',
    'pan',
    'pani',
  ].map(foldText),
);

const PARTICLES = new Set([
  'van',
  'von',
  'der',
  'den',
  'de',
  'del',
  'della',
  'delle',
  'degli',
  'di',
  'da',
  'das',
  'dos',
  'du',
  'des',
  'la',
  'le',
  'lo',
  'ten',
  'ter',
  'te',
  'zu',
  'vom',
  'zum',
  'zur',
  't',
  'op',
  'in',
  'y',
  'al',
  'el',
  'bin',
  'ibn',
  'st',
  'mac',
  'o',
  'ni',
  'nic',
  'ui',
  'ben',
  'abu',
]);
