import { DEFAULT_LOCALE, type Locale, localeFromAcceptLanguage } from '@recolecta/shared/locales';
import type { FastifyRequest } from 'fastify';

/** The language of a request's messages: what the client asks for, else the user's, else Spanish. */
export function requestLocale(request: FastifyRequest): Locale {
  return (
    localeFromAcceptLanguage(request.headers['accept-language']) ?? request.auth?.locale ?? DEFAULT_LOCALE
  );
}

/** The token of an `Authorization: Bearer …` header, if the request carries one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice(7).trim() || undefined;
}

/** What an API answer may leave in a cache: nothing, unless its route says otherwise. */
export const API_CACHE_CONTROL = 'private, no-store';
