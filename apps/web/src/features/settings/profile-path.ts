/** The profile page (the contract's menu entry): the account's own details and signed-in devices live there. */
export const PROFILE_PATH = '/user/profile';
