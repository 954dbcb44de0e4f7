/**
 * What a shopper or an admin is told after signing in. Spelt "successfull" on purpose: it is
 * SPEC's exact text (§8, the toast catalogue), which the screens and the journeys check letter
 * for letter. The API's own login answer says "Login successful"; the screens never show it.
 */
export const LOGIN_SUCCESS_TOAST = 'Login successfull';
