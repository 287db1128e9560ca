import { pgEnum } from 'drizzle-orm/pg-core';
import { BRANCH_IDS } from '../../../shared/catalog';

export const branchEnum = pgEnum('branch', BRANCH_IDS);

export const roleEnum = pgEnum('role', ['admin', 'super_admin']);
