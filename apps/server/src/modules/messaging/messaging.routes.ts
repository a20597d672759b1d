import { Readable } from 'node:stream';
import {
  attachmentSchema,
  conversationPageSchema,
  conversationSchema,
  conversationStatusBodySchema,
  conversationsQuerySchema,
  createConversationBodySchema,
  editMessageBodySchema,
  emptyResponseSchema,
  fileCheckQuerySchema,
  fileUploadInfoSchema,
  idParamsSchema,
  markReadBodySchema,
  markReadResponseSchema,
  messagePageSchema,
  messageSchema,
  messagesQuerySchema,
  orderIdParamsSchema,
  sendMessageBodySchema,
  successResponseSchema,
  unreadCountSchema,
} from '@basisdesk/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance';
import { errorResponses } from '../../lib/route-schemas';
import { type AuthGuards, principalOf } from '../../plugins/auth';
import { controlCharacterRefusal } from '../../plugins/control-characters';
import type { MessagingService } from './messaging.service';
import { type SpooledFile, spoolToFile } from './spooled-upload';
import { attachmentDisposition, FileTooLargeError, type UploadedFile } from './upload-checks';

const fileDownloadResponse = {
  description: 'The file, as an attachment',
  content: {
    'application/octet-stream': {
      schema: z
        .custom<Readable>((value) => value instanceof Readable)
        .meta({ type: 'string', format: 'binary' }),
    },
  },
};

const FILE_TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE';

/**
 * The one file of a multipart request (field `file`), spooled to disk as it arrives up to the
 * limit. Busboy stops at the limit and marks the stream truncated: what was spooled is dropped.
 */
async function readOneFile(
  request: FastifyRequest,
  limitBytes: number,
  spoolDirectory: string,
  options: { isHead?: boolean } = {},
): Promise<UploadedFile | null> {
  if (!request.isMultipart()) return null;
  const part = await request.file({ limits: { fileSize: limitBytes, files: 1 }, throwFileSizeLimit: true });
  // The part's field name and file name, like every JSON string and URL value (plugins/control-characters.ts).
  const refusal = part && controlCharacterRefusal({ [part.fieldname]: part.filename });
  if (refusal) throw refusal;
  if (part?.fieldname !== 'file') return null;
  let spooled: SpooledFile;
  try {
    spooled = await spoolToFile(part.file, spoolDirectory, options);
  } catch (error) {
    if ((error as { code?: string }).code === FILE_TOO_LARGE) throw new FileTooLargeError(part.filename);
    throw error;
  }
  if (part.file.truncated) {
    await spooled.discard();
    throw new FileTooLargeError(part.filename);
  }
  return { fileName: part.filename, declaredType: part.mimetype, spooled };
}

/**
 * Messaging under /api/messaging (spec §7 "Messaging", DESIGN §5). Every call needs the bearer
 * token and the MessagingEnabled flag (403 when it is off).
 */
export function registerMessagingRoutes(
  app: AppInstance,
  {
    messaging,
    guards,
    spoolDirectory,
  }: {
    messaging: MessagingService;
    guards: AuthGuards;
    /** Where uploads are written as they arrive (DATA_DIR/incoming). */
    spoolDirectory: string;
  },
) {
  const requireMessaging = async () => messaging.assertEnabled();
  const guarded = [guards.authenticate, requireMessaging];
  const tags = ['messaging'];

  app.post(
    '/conversations',
    {
      onRequest: guarded,
      schema: {
        tags,
        summary: "The order's conversation, made if it has none (like for-order)",
        body: createConversationBodySchema,
        response: { 200: conversationSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => messaging.getOrCreateForOrder(principalOf(request), request.body.orderId),
  );

  app.get(
    '/conversations',
    {
      onRequest: guarded,
      schema: {
        tags,
        summary: "The viewer's conversations (admins: all), the most recently active first",
        querystring: conversationsQuerySchema,
        response: { 200: conversationPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => messaging.listConversations(principalOf(request), request.query),
  );

  app.get(
    '/conversations/by-order/:orderId',
    {
      onRequest: guarded,
      schema: {
        tags,
        summary: "The order's conversation; 404 when it has none",
        params: orderIdParamsSchema,
        response: { 200: conversationSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => messaging.getByOrder(principalOf(request), request.params.orderId),
  );

  app.post(
    '/conversations/for-order/:orderId',
    {
      onRequest: guarded,
      schema: {
        tags,
        summary: "Get or create the order's conversation (its customer, its consultant or an admin)",
        params: orderIdParamsSchema,
        response: { 200: conversationSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => messaging.getOrCreateForOrder(principalOf(request), request.params.orderId),
  );

  app.get(
    '/conversations/:id',
    {
      onRequest: guarded,
      schema: {
        tags,
        summary: 'One conversation',
        params: idParamsSchema,
        response: { 200: conversationSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => messaging.getConversation(principalOf(request), request.params.id),
  );

  app.put(
    '/conversations/:id/status',
    {
      onRequest: guarded,
      schema: {
        tags,
        summary: 'Archive (isActive false) or restore (true): a participant or an admin',
        params: idParamsSchema,
        body: conversationStatusBodySchema,
        response: { 200: successResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => messaging.setActive(principalOf(request), request.params.id, request.body.isActive),
  );

  app.get(
    '/conversations/:id/messages',
    {
      onRequest: guarded,
      schema: {
        tags,
        summary: 'A page of the thread: page 1 is the newest; inside a page the newest is last',
        params: idParamsSchema,
        querystring: messagesQuerySchema,
        response: { 200: messagePageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => messaging.listMessages(principalOf(request), request.params.id, request.query),
  );

  app.post(
    '/messages',
    {
      onRequest: guarded,
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Send a text or file message (participants; admins read only)',
        body: sendMessageBodySchema,
        response: { 201: messageSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await messaging.send(principalOf(request), request.body)),
  );

  app.post(
    '/messages/mark-read',
    {
      onRequest: guarded,
      schema: {
        tags,
        summary: "Mark others' messages read; ids that are not addressed to the caller are skipped",
        body: markReadBodySchema,
        response: { 200: markReadResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => messaging.markRead(principalOf(request), request.body.messageIds),
  );

  app.get(
    '/messages/:id',
    {
      onRequest: guarded,
      schema: {
        tags,
        summary: 'One message',
        params: idParamsSchema,
        response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => messaging.getMessage(principalOf(request), request.params.id),
  );

  app.put(
    '/messages/:id',
    {
      onRequest: guarded,
      schema: {
        tags,
        summary: 'Edit a text message (its sender only); marks it edited',
        params: idParamsSchema,
        body: editMessageBodySchema,
        response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => messaging.editMessage(principalOf(request), request.params.id, request.body.content),
  );

  app.delete(
    '/messages/:id',
    {
      onRequest: guarded,
      schema: {
        tags,
        summary: 'Delete a message and its files (its sender only)',
        params: idParamsSchema,
        response: { 200: successResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => messaging.deleteMessage(principalOf(request), request.params.id),
  );

  app.post(
    '/messages/:id/attachments',
    {
      // The use case checks the flag, reading it with the upload rules.
      onRequest: guards.authenticate,
      config: { idempotent: true },
      schema: {
        tags,
        summary:
          "Attach one file (multipart field `file`) to the sender's file message; type checked by content, size by MessagingMaxFileSizeMB",
        params: idParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 201: attachmentSchema, ...errorResponses(400, 401, 403, 404, 409, 413) },
      },
    },
    async (request, reply) => {
      const attachment = await messaging.uploadAttachment(principalOf(request), request.params.id, (limit) =>
        readOneFile(request, limit, spoolDirectory),
      );
      return reply.status(201).send(attachment);
    },
  );

  app.get(
    '/attachments/:id',
    {
      onRequest: guarded,
      schema: {
        tags,
        summary: "An attachment's details",
        params: idParamsSchema,
        response: { 200: attachmentSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => messaging.getAttachment(principalOf(request), request.params.id),
  );

  app.get(
    '/attachments/:id/download',
    {
      onRequest: guarded,
      schema: {
        tags,
        summary: 'The file (participants and admins), always as a download',
        params: idParamsSchema,
        response: { 200: fileDownloadResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { attachment, body } = await messaging.openAttachment(principalOf(request), request.params.id);
      return reply
        .type(attachment.contentType)
        .header('content-length', attachment.fileSize)
        .header('content-disposition', attachmentDisposition(attachment.originalFileName))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', 'sandbox')
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );

  app.delete(
    '/attachments/:id',
    {
      onRequest: guarded,
      schema: {
        tags,
        summary: "Delete an attachment (its message's sender only)",
        params: idParamsSchema,
        response: { 200: successResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => messaging.deleteAttachment(principalOf(request), request.params.id),
  );

  app.get(
    '/unread-count',
    {
      onRequest: guarded,
      schema: {
        tags,
        summary: "Unread messages from others across the viewer's conversations",
        response: { 200: unreadCountSchema, ...errorResponses(401, 403) },
      },
    },
    (request) => messaging.unreadCount(principalOf(request)),
  );

  app.post(
    '/file-checks',
    {
      // The use case checks the flag, reading it with the upload rules.
      onRequest: guards.authenticate,
      schema: {
        tags,
        summary:
          'Whether a file would be taken as an attachment, from its first 64 KB (multipart field `file`) and its whole size; nothing is kept',
        querystring: fileCheckQuerySchema,
        consumes: ['multipart/form-data'],
        response: { 204: emptyResponseSchema, ...errorResponses(400, 401, 403, 413, 429) },
      },
    },
    async (request, reply) => {
      await messaging.checkFile(
        principalOf(request),
        (limit) => readOneFile(request, limit, spoolDirectory, { isHead: true }),
        request.query.size,
      );
      return reply.status(204).send();
    },
  );

  app.get(
    '/file-upload-info',
    {
      onRequest: guarded,
      schema: {
        tags,
        summary: 'The attachment rules: allowed extensions and the largest size',
        response: { 200: fileUploadInfoSchema, ...errorResponses(401, 403) },
      },
    },
    () => messaging.fileUploadInfo(),
  );
}
