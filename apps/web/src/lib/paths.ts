/** Paths the guards, the HTTP error handling and the auth flows send users to (docs/product.md §2, §5). */
export const LOGIN_PATH = '/auth/login';
/** Where sign-out lands: the login page under the private prefix. */
export const SIGNED_OUT_PATH = '/app/login';
/** Resolves to the user's home once their profile is known. */
export const HOME_RESOLVER_PATH = '/app';
/** The next onboarding step of a company that is not active yet. */
export const ONBOARDING_PATH = '/app/companies/add';
export const VERIFICATION_PATH = '/auth/verification';
