import { type AccountSession, type OperationDef, setting, user } from '@portal/contract';
import { type FakeReply, type FakeRoute, ok } from './fake-api';

/** The signed-in account's profile as the profile page and the header's language switch load it. */
export const SAMPLE_PROFILE: user.Profile = {
  email: 'sam@shop.test',
  first_name: 'Sam',
  last_name: 'Sub',
  phone: '',
  lang: 'en',
  time_zone: 'UTC',
  contacts: [],
};

interface ProfileOptions {
  /** The stored profile; SAMPLE_PROFILE unless given. */
  profile?: user.Profile;
  /** The account's signed-in devices the profile page lists. */
  sessions?: AccountSession[];
  /** A save's reply instead of storing what it was sent (a refusal). */
  refuse?: () => FakeReply;
}

/**
 * Routes for fakeApi: a stored profile, read by the profile page, and written by both of its saves
 * (the profile form's and the header's language switch), each answering the profile now stored.
 */
export function profileRoutes({
  profile = SAMPLE_PROFILE,
  sessions = [],
  refuse,
}: ProfileOptions = {}): [OperationDef, FakeRoute][] {
  let current = profile;
  const save: FakeRoute = (body) => {
    if (refuse) return refuse();
    current = { ...current, ...(body as Partial<user.Profile>) };
    return ok(current);
  };
  return [
    [user.getProfile, () => ok(current)],
    [user.updateProfile, save],
    [user.updateLanguage, save],
    [setting.getSessionList, () => ok(sessions)],
  ];
}
