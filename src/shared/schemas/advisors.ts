import { z } from 'zod';
import { isSitePath } from '../product-images';
import { optionalText, requiredText } from './common';
import { isWebUrl } from './common';
import { optionalImageUrl } from './submissions';
import { ZAdvisor } from './site';

// The admin's Advisors tab (SPEC §2 Admin, §3 Advisor, §9 advisor defaults).

export const ADVISOR_MSG = {
  nameRequired: 'Name is required',
  nameLong: 'Name must be less than 100 characters',
  titleRequired: 'Title is required',
  titleLong: 'Title must be less than 100 characters',
  years: 'Years of service must be a whole number from 0 to 80',
  bioLong: 'Bio must be less than 1000 characters',
  linkedin: 'LinkedIn URL must be a linkedin.com address',
  notFound: 'Advisor not found',
} as const;

const isLinkedIn = (v: string) => {
  if (!isWebUrl(v)) return false;
  const host = new URL(v).hostname.toLowerCase();
  return host === 'linkedin.com' || host.endsWith('.linkedin.com');
};

/** Years as typed ('', '12') or sent (12, null): empty is "not given". */
const yearsField = z
  .union([z.number(), z.string(), z.null()], { error: ADVISOR_MSG.years })
  .optional()
  .transform((v) => (v === undefined || v === null || v === '' ? null : Number(v)))
  .pipe(
    z
      .number({ error: ADVISOR_MSG.years })
      .int(ADVISOR_MSG.years)
      .min(0, ADVISOR_MSG.years)
      .max(80, ADVISOR_MSG.years)
      .nullable(),
  );

export const ZAdvisorWrite = z.object({
  name: requiredText(ADVISOR_MSG.nameRequired, 100, ADVISOR_MSG.nameLong),
  title: requiredText(ADVISOR_MSG.titleRequired, 100, ADVISOR_MSG.titleLong),
  yearsOfService: yearsField,
  bio: optionalText(1000, ADVISOR_MSG.bioLong),
  // A photo: the site's own (/images/…) or any web address (shown only from hosts the site
  // loads images from; otherwise the initials are shown).
  photoUrl: optionalImageUrl((v) => isWebUrl(v) || isSitePath(v)),
  linkedinUrl: z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => v?.trim() || null)
    .pipe(
      z
        .string()
        .max(2000, ADVISOR_MSG.linkedin)
        .refine(isLinkedIn, ADVISOR_MSG.linkedin)
        .nullable(),
    ),
  isActive: z.boolean().optional().default(true),
});
export type TAdvisorWriteInput = z.input<typeof ZAdvisorWrite>;
export type TAdvisorWrite = z.output<typeof ZAdvisorWrite>;

export const ZAdminAdvisor = ZAdvisor.extend({ isActive: z.boolean() });
export type TAdminAdvisor = z.infer<typeof ZAdminAdvisor>;
export const ZAdminAdvisorList = z.object({ items: z.array(ZAdminAdvisor) });
export const ZAdvisorIdParam = z.object({ id: z.uuid(ADVISOR_MSG.notFound) });
export const ZAdvisorMove = z.object({ direction: z.enum(['up', 'down'], 'Unknown direction') });
