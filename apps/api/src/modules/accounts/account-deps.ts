import type { Locale } from '@recolecta/shared/locales';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { requestLocale } from '../../lib/http.ts';
import type { TokenService } from '../auth/tokens.ts';

/** What the account flows need besides the database: tokens, the public URL for links, the code key. */
export interface AccountDeps {
  db: Db;
  tokens: TokenService;
  /** Base of links in e-mails (PUBLIC_URL), without a trailing slash. */
  publicUrl: string;
  /** HMAC key of e-mailed codes. */
  codeKey: Buffer;
}

/** Where a call comes from and which language its answer speaks. */
export interface CallMeta {
  ip: string;
  userAgent?: string;
  locale: Locale;
}

export function callMeta(request: FastifyRequest): CallMeta {
  return { ip: request.ip, userAgent: request.headers['user-agent'], locale: requestLocale(request) };
}
