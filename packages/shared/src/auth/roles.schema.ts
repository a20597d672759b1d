import { z } from 'zod';
import { capitaliseRole, ROLES, SELF_SERVICE_ROLES } from './roles';

export const roleSchema = z.preprocess(
  capitaliseRole,
  z.enum(ROLES, { error: 'Role must be Customer, Consultant or Admin' }),
);
export const selfServiceRoleSchema = z.preprocess(
  capitaliseRole,
  z.enum(SELF_SERVICE_ROLES, { error: 'Role must be Customer or Consultant' }),
);
