import { type Lang, type ParsedBodyOf, user } from '@portal/contract';

type Profile = user.Profile;

import type { Core } from '../../core';
import { AppError } from '../../kernel/app-error';
import type { Viewer } from '../../kernel/viewer';
import type { MerchantContacts } from '../dashboard';

type ProfileChange = ParsedBodyOf<typeof user.updateProfile>;
type Account = NonNullable<Awaited<ReturnType<Core['accounts']['findById']>>>;

/** A language the profile offers, or null for what was stored before profiles existed (or nothing). */
export function profileLang(stored: string | null): Lang | null {
  return (user.PROFILE_LANGS as readonly string[]).includes(stored ?? '') ? (stored as Lang) : null;
}

/**
 * The signed-in account's own profile: every account, main or sub, reads and changes its own and no
 * other (the viewer's account, within its merchant). The merchant's contacts come from the home
 * page's source, so both show the same people.
 */
export class ProfileService {
  constructor(
    private readonly core: Pick<Core, 'accounts' | 'clock'>,
    private readonly merchant: MerchantContacts,
  ) {}

  async profile(viewer: Viewer, lang: Lang): Promise<Profile> {
    const [account, contacts] = await Promise.all([
      this.core.accounts.findById(viewer.customerId, viewer.accountId),
      this.merchant.contacts(viewer),
    ]);
    if (!account) throw new AppError('SESSION_EXPIRED');
    return { ...fieldsOf(account, lang), contacts };
  }

  async update(viewer: Viewer, change: ProfileChange, lang: Lang): Promise<Profile> {
    await this.core.accounts.updateProfile(
      viewer.customerId,
      viewer.accountId,
      {
        first_name: change.first_name,
        last_name: change.last_name,
        phone: change.phone,
        lang: change.lang,
        time_zone: change.time_zone,
      },
      this.core.clock.now().toISOString(),
    );
    return this.profile(viewer, lang);
  }

  /** The language alone (the header's switch): the other fields stay as stored. */
  async updateLanguage(viewer: Viewer, chosen: Lang, lang: Lang): Promise<Profile> {
    await this.core.accounts.updateProfile(
      viewer.customerId,
      viewer.accountId,
      { lang: chosen },
      this.core.clock.now().toISOString(),
    );
    return this.profile(viewer, lang);
  }
}

function fieldsOf(account: Account, lang: Lang): Omit<Profile, 'contacts'> {
  return {
    email: account.email,
    first_name: account.first_name,
    last_name: account.last_name,
    phone: account.phone,
    // Before the account chose one: the language it is using now.
    lang: profileLang(account.lang) ?? lang,
    time_zone: account.time_zone,
  };
}
