// Every bench group, in the order they run. A later issue adds its own file here (e.g. projects: a 20-row
// authenticated list against its raw-SQL reference) with its routes, scenarios and budgets.
import type { BenchGroup } from '../lib/types';
import { authGroup } from './auth';
import { embeddedGroup } from './embedded';
import { invoicesGroup } from './invoices';
import { mailGroup } from './mail';
import { projectPageGroup } from './project-page';
import { projectsGroup } from './projects';
import { revenueGroup } from './revenue';
import { uploadsGroup } from './uploads';

export const GROUPS: BenchGroup[] = [
  authGroup,
  projectsGroup,
  uploadsGroup,
  projectPageGroup,
  invoicesGroup,
  revenueGroup,
  mailGroup,
  embeddedGroup,
];
