import { orderParamsSchema } from '@basisdesk/shared';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance';
import { errorResponses } from '../../lib/route-schemas';
import { type AuthGuards, principalOf } from '../../plugins/auth';
import type { ReceiptFile, ReceiptsService } from './receipts.service';

/** The PDF itself: declared for the OpenAPI document; a Buffer is sent as it is, never serialized. */
const pdfResponse = (description: string) => ({
  description,
  content: {
    'application/pdf': {
      schema: z.custom<Buffer>((value) => Buffer.isBuffer(value)).meta({ type: 'string', format: 'binary' }),
    },
  },
});

const sendPdf = (reply: FastifyReply, file: ReceiptFile) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.pdf);

/** Payment receipts (tax invoices when issued as ones) and refunds' credit notes, as PDFs. */
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
        response: {
          200: pdfResponse('The receipt (a tax invoice when issued as one) as a PDF download'),
          ...errorResponses(400, 401, 404, 409),
        },
      },
    },
    async (request, reply) =>
      sendPdf(reply, await receipts.getReceipt(principalOf(request), request.params.orderId)),
  );

  app.get(
    '/Payment/credit-note/:orderId',
    {
      onRequest: guards.authenticate,
      schema: {
        tags: ['payments'],
        summary:
          "A refunded ticket's credit note as a PDF (its customer or an admin); 409 until it is refunded",
        params: orderParamsSchema,
        response: {
          200: pdfResponse('The credit note as a PDF download'),
          ...errorResponses(400, 401, 404, 409),
        },
      },
    },
    async (request, reply) =>
      sendPdf(reply, await receipts.getCreditNote(principalOf(request), request.params.orderId)),
  );
}
