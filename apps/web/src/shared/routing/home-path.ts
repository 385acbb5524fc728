/**
 * Home (spec section 2). It lives in shared because the tab model, the error pages' "back home"
 * buttons and the router all need it, and shared/ and features/ may not import app/.
 */
export const HOME_PATH = '/dashboard/workplace';
