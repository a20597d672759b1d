import { billingDetailsSchema, updateBillingDetailsBodySchema } from '@basisdesk/shared';
import type { AppInstance } from '../../app-instance';
import { errorResponses } from '../../lib/route-schemas';
import { type AuthGuards, principalOf } from '../../plugins/auth';
import type { BillingDetailsService } from './billing-details.service';

/** A customer's own billing details: what their tax invoices name them by (decision 049). */
export function registerBillingDetailsRoutes(
  app: AppInstance,
  { billingDetails, guards }: { billingDetails: BillingDetailsService; guards: AuthGuards },
) {
  app.get(
    '/users/me/billing-details',
    {
      onRequest: guards.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Your company name, address and GSTIN for tax invoices (customers)',
        response: { 200: billingDetailsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => billingDetails.getBillingDetails(principalOf(request)),
  );

  app.put(
    '/users/me/billing-details',
    {
      onRequest: guards.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Replace your billing details; a GSTIN must pass its checksum (customers)',
        body: updateBillingDetailsBodySchema,
        response: { 200: billingDetailsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => billingDetails.updateBillingDetails(principalOf(request), request.body),
  );
}
