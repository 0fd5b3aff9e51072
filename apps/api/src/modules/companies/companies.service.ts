import type { Company, companyOnboardingBodySchema, Site } from '@recolecta/shared/companies';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { users } from '../../db/schema/index.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { recordChange, type ServiceContext } from '../../lib/context.ts';
import type { Mailer } from '../mail/mailer.ts';
import { welcomeMail } from '../mail/templates.ts';
import {
  type CompanyRow,
  findCompanyWithSites,
  insertSite,
  lockCompany,
  type SiteRow,
  updateCompany,
} from './companies.repository.ts';

type OnboardingInput = z.output<typeof companyOnboardingBodySchema>;

/** `time` columns read back as HH:MM:SS; the API speaks HH:MM. */
const hhmm = (value: string | null) => (value ? value.slice(0, 5) : null);

export function toSite(row: SiteRow): Site {
  return {
    id: row.id,
    companyId: row.companyId,
    name: row.name,
    street: row.street,
    exteriorNumber: row.exteriorNumber,
    interiorNumber: row.interiorNumber,
    neighbourhood: row.neighbourhood,
    city: row.city,
    state: row.state,
    postalCode: row.postalCode,
    latitude: row.latitude,
    longitude: row.longitude,
    collectionWindowStart: hhmm(row.collectionWindowStart),
    collectionWindowEnd: hhmm(row.collectionWindowEnd),
    notes: row.notes,
    version: row.version,
  };
}

export function toCompany(row: CompanyRow, siteRows: SiteRow[]): Company {
  return {
    id: row.id,
    legalName: row.legalName,
    tradeName: row.tradeName,
    rfc: row.rfc,
    generatorLevel: row.generatorLevel,
    nra: row.nra,
    contactName: row.contactName,
    email: row.email,
    phone: row.phone,
    status: row.status,
    sites: siteRows.map(toSite),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/**
 * `POST /companies`: the signed-up company's profile and first site. Only its owner, only once it
 * has paid; the company becomes active and its owners get a welcome e-mail.
 */
export async function completeCompanyProfile(
  ctx: ServiceContext & { mailer: Mailer; publicUrl: string },
  input: OnboardingInput,
) {
  const { auth, db } = ctx;
  if (!auth.companyId || auth.roleKey !== 'owner') throw forbidden();
  const companyId = auth.companyId;
  const { before, after, site } = await db.transaction(async (tx) => {
    const company = await lockCompany(tx, companyId);
    if (!company) throw notFound();
    if (company.status === 'pending_verification') throw new AppError('EMAIL_NOT_VERIFIED');
    if (company.status === 'pending_payment') throw new AppError('PAYMENT_REQUIRED');
    if (company.status !== 'pending_profile') throw new AppError('PROFILE_ALREADY_COMPLETE');
    const { site: siteInput } = input;
    const site = await insertSite(tx, {
      companyId,
      name: siteInput.name,
      street: siteInput.street,
      exteriorNumber: siteInput.exteriorNumber,
      interiorNumber: siteInput.interiorNumber || null,
      neighbourhood: siteInput.neighbourhood,
      city: siteInput.city,
      state: siteInput.state,
      postalCode: siteInput.postalCode,
      latitude: siteInput.latitude,
      longitude: siteInput.longitude,
      collectionWindowStart: siteInput.collectionWindowStart ?? null,
      collectionWindowEnd: siteInput.collectionWindowEnd ?? null,
      notes: siteInput.notes || null,
      createdBy: auth.userId,
    });
    const after = await updateCompany(tx, companyId, {
      tradeName: input.tradeName || null,
      generatorLevel: input.generatorLevel,
      nra: input.nra,
      status: 'active',
    });
    return { before: company, after, site };
  });
  await recordChange(ctx, {
    action: 'company.activated',
    entity: 'company',
    entityId: companyId,
    before,
    after,
  });
  await recordChange(ctx, { action: 'site.create', entity: 'site', entityId: site.id, after: site });
  const owners = await db
    .select({ email: users.email, name: users.name, locale: users.locale })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.status, 'active'), isNull(users.archivedAt)));
  for (const owner of owners) {
    void ctx.mailer.send(
      owner.email,
      welcomeMail(owner.locale, {
        name: owner.name,
        company: after.tradeName ?? after.legalName,
        url: `${ctx.publicUrl}/app/orders`,
      }),
    );
  }
  const saved = await findCompanyWithSites(db, companyId);
  return toCompany(saved!.company, saved!.sites);
}
