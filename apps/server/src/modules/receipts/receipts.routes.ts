import { orderParamsSchema } from '@basisdesk/shared';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance';
import { errorResponses } from '../../lib/route-schemas';
import { type AuthGuards, principalOf } from '../../plugins/auth';
import type { ReceiptsService } from './receipts.service';

/** The PDF itself: declared for the OpenAPI document; a Buffer is sent as it is, never serialized. */
const receiptPdfResponse = {
  description: 'The receipt as a PDF download',
  content: {
    'application/pdf': {
      schema: z.custom<Buffer>((value) => Buffer.isBuffer(value)).meta({ type: 'string', format: 'binary' }),
    },
  },
};

/** Payment receipts: the PDF of a paid ticket's receipt. */
export function registerReceiptsRoutes(
  app: AppInstance,
  { receipts, guards }: { receipts: ReceiptsService; guards: AuthGuards },
) {
  app.get(
    '/Payment/receipt/:orderId',
    {
      onRequest: guards.authenticate,
      schema: {
        tags: ['payments'],
        summary: "A paid ticket's receipt as a PDF (its customer or an admin); 409 until it is paid",
        params: orderParamsSchema,
        response: { 200: receiptPdfResponse, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const receipt = await receipts.getReceipt(principalOf(request), request.params.orderId);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${receipt.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(receipt.pdf);
    },
  );
}
