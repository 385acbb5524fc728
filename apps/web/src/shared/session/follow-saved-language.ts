import type { Lang } from '@portal/contract';
import { changeLanguage, i18n } from '../i18n/i18n';
import { apiLang } from '../i18n/languages';

/** The session whose account's language was last followed: each session follows it once. */
let followedSession: string | null = null;

/**
 * At the start of a session (a sign-in, a reload, an account switch), the portal takes the language
 * the account saved (profile, header switch), so it opens in the same language on every device; an
 * account that never chose one (`null`) leaves the browser's choice. Later reads of the current user
 * in the same session do not switch again: a choice made on the header meanwhile stands, even when a
 * read overtakes its save or the save failed. Settles once the language's texts are in, so the
 * caller shows the first screen in it and never the browser's language first.
 */
export async function followSavedLanguage(saved: Lang | null, session: string | null): Promise<void> {
  if (session === null || session === followedSession) return;
  followedSession = session;
  // A language the API speaks as the saved one is already it (zh_TW, a stub, speaks English).
  if (saved === null || apiLang(i18n.language) === saved) return;
  // Texts that cannot load leave the portal in the language it shows, not without a first screen.
  await changeLanguage(saved).catch(() => undefined);
}
