import type { Company, companyOnboardingBodySchema } from '@recolecta/shared/companies';
import type { z } from 'zod';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { inTransaction, recordChange, type ServiceContext } from '../../lib/context.ts';
import { activeCompanyUsers } from '../auth/users.repository.ts';
import { queueMail } from '../mail/outbox.ts';
import { companySites, insertSite, type SiteRecord } from '../sites/sites.repository.ts';
import { toSite } from '../sites/sites.service.ts';
import { welcomeMail } from './companies.mail.ts';
import { type CompanyRow, findCompany, lockCompany, updateCompany } from './companies.repository.ts';
import { takeCompanyStep } from './company-steps.ts';

type OnboardingInput = z.output<typeof companyOnboardingBodySchema>;

export function toCompany(row: CompanyRow, siteRows: SiteRecord[]): Company {
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
  ctx: ServiceContext & { publicUrl: string },
  input: OnboardingInput,
) {
  const { auth } = ctx;
  if (!auth.companyId || auth.roleKey !== 'owner') throw forbidden();
  const companyId = auth.companyId;
  await inTransaction(ctx, async (tx) => {
    const db = tx.db;
    const company = await lockCompany(db, tx.scope, companyId);
    if (!company) throw notFound();
    if (company.status === 'pending_verification') throw new AppError('EMAIL_NOT_VERIFIED');
    if (company.status === 'pending_payment') throw new AppError('PAYMENT_REQUIRED');
    if (company.status !== 'pending_profile') throw new AppError('PROFILE_ALREADY_COMPLETE');
    const { site: siteInput } = input;
    const site = await insertSite(db, tx.scope, {
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
    const updated = await updateCompany(db, tx.scope, companyId, {
      tradeName: input.tradeName || null,
      generatorLevel: input.generatorLevel,
      nra: input.nra,
    });
    await takeCompanyStep(db, companyId, 'complete', { actorId: auth.userId, ip: ctx.ip });
    await recordChange(tx, {
      action: 'company.profile',
      entity: 'company',
      entityId: companyId,
      before: company,
      after: updated,
      companyId,
    });
    await recordChange(tx, {
      action: 'site.create',
      entity: 'site',
      entityId: site.id,
      after: site,
      companyId,
    });
    // The welcome e-mails commit with the activation (an outbox in the same transaction).
    const owners = await activeCompanyUsers(db, tx.scope, companyId);
    for (const owner of owners) {
      await queueMail(db, {
        to: owner.email,
        mail: welcomeMail(owner.locale, {
          name: owner.name,
          company: updated.tradeName ?? updated.legalName,
          url: `${ctx.publicUrl}/app/orders`,
        }),
      });
    }
    return updated;
  });
  const company = await findCompany(ctx.db, ctx.scope, companyId);
  return toCompany(company!, await companySites(ctx.db, ctx.scope, companyId));
}
