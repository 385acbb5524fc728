/**
 * Paths the web app calls before zod has loaded: its entry asks for the current user while the
 * signed-in pages are still downloading, and importing the operation would bring zod along.
 */
export const CURRENT_USER_PATH = '/api/ucenter/getCurrentUser';
