import type { BodyOf, user } from '@portal/contract';
import { apiLang } from '../../shared/i18n/languages';

/** What the form holds: the contract's save body, as typed. */
export type ProfileValues = BodyOf<typeof user.updateProfile>;

/**
 * The form's values from the stored profile. The language is the one the portal is shown in now
 * (the header's switch may have changed it since the account signed in): saving keeps what is seen.
 */
export function valuesOf(profile: user.Profile, uiLanguage: string): ProfileValues {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    phone: profile.phone,
    lang: apiLang(uiLanguage),
    time_zone: profile.time_zone,
  };
}
