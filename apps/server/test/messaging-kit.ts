// What messaging tests arrange: a booked ticket between a customer and a consultant, its
// conversation (POST for-order), messages and files through the API, and the messaging settings
// through the admin's SystemSettings calls. Files are sent as multipart bodies built here.
import {
  type Attachment,
  attachmentSchema,
  type Conversation,
  conversationSchema,
  type LiveEvent,
  type Message,
  messageSchema,
  type SendMessageInput,
  systemSettingSchema,
  type Ticket,
} from '@basisdesk/shared';
import type { LightMyRequestResponse } from 'fastify';
import { type BookingKit, openBookingKit, type Taxonomy } from './booking-kit';
import { expectBody } from './expect-response';
import type { TestUser } from './factories';
import type { RouteSuiteOptions } from './route-suite';
import { authHeader } from './test-tokens';
import { useOpened } from './use-opened';

export interface FilePart {
  name: string;
  type: string;
  data: Buffer | string;
  /** The multipart field; `file` unless told. */
  field?: string;
}

/** One ticket's parties and its conversation. */
export interface Thread {
  customer: TestUser;
  consultant: TestUser;
  ticket: Ticket;
  conversation: Conversation;
}

export interface MessagingKit extends BookingKit {
  taxonomy(): Promise<Taxonomy>;
  /** A fresh customer books a fresh consultant; the customer opens the conversation. */
  newThread(): Promise<Thread>;
  /** POST conversations/for-order/{orderId}, expecting the 200. */
  conversationFor(caller: TestUser, orderId: string): Promise<Conversation>;
  /** POST messages, expecting the 201. */
  sendText(caller: TestUser, conversationId: string, content: string): Promise<Message>;
  /** A file message, then each file uploaded to it (each expecting its 201). */
  sendFiles(caller: TestUser, conversationId: string, files: FilePart[], content?: string): Promise<Message>;
  /** POST messages/{id}/attachments with a multipart body; the raw response. */
  upload(caller: TestUser | null, messageId: string, file: FilePart | null): Promise<LightMyRequestResponse>;
  uploadOk(caller: TestUser, messageId: string, file: FilePart): Promise<Attachment>;
  /** POST file-checks with the file as its head, and `size` as the whole file's (its own by default). */
  checkFile(caller: TestUser | null, file: FilePart | null, size?: number): Promise<LightMyRequestResponse>;
  setSetting(key: string, value: string): Promise<void>;
}

const BOUNDARY = '----basisdesk-test-boundary';

/** A multipart/form-data body with the given file parts (none: only a text field). */
export function multipartBody(files: FilePart[]): Buffer {
  const chunks: Buffer[] = [];
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      Buffer.isBuffer(file.data) ? file.data : Buffer.from(file.data),
      Buffer.from('\r\n'),
    );
  }
  if (files.length === 0) {
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n`));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

/** The smallest valid PNG (1×1). */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** A minimal PDF header and trailer: enough for magic-number detection. */
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

export const png = (name = 'screenshot.png'): FilePart => ({ name, type: 'image/png', data: PNG_BYTES });
export const pdf = (name = 'invoice.pdf'): FilePart => ({ name, type: 'application/pdf', data: PDF_BYTES });
export const txt = (name = 'notes.txt', data = 'SM21 shows no dumps since Monday.\n'): FilePart => ({
  name,
  type: 'text/plain',
  data,
});

export async function openMessagingKit(options: RouteSuiteOptions = {}): Promise<MessagingKit> {
  const booking = await openBookingKit(options);
  let taxonomy: Taxonomy | undefined;
  const kit: MessagingKit = {
    ...booking,

    async taxonomy() {
      taxonomy ??= await booking.newTaxonomy();
      return taxonomy;
    },

    async newThread() {
      const types = await kit.taxonomy();
      const consultant = await booking.newConsultant({ skills: [{ typeId: types.typeId }] });
      const customer = await booking.newCustomer();
      const ticket = await booking.book(customer, consultant, types);
      const conversation = await kit.conversationFor(customer, ticket.id);
      return { customer, consultant, ticket, conversation };
    },

    async conversationFor(caller, orderId) {
      const response = await booking.send(
        'POST',
        `/api/messaging/conversations/for-order/${orderId}`,
        caller,
      );
      return expectBody(response, 200, conversationSchema);
    },

    async sendText(caller, conversationId, content) {
      const response = await booking.send('POST', '/api/messaging/messages', caller, {
        conversationId,
        content,
        messageType: 'text',
      });
      return expectBody(response, 201, messageSchema);
    },

    async sendFiles(caller, conversationId, files, content = '') {
      const body: SendMessageInput = { conversationId, content, messageType: 'file' };
      const created = expectBody(
        await booking.send('POST', '/api/messaging/messages', caller, body),
        201,
        messageSchema,
      );
      for (const file of files) await kit.uploadOk(caller, created.id, file);
      const read = await booking.send('GET', `/api/messaging/messages/${created.id}`, caller);
      return expectBody(read, 200, messageSchema);
    },

    upload(caller, messageId, file) {
      return booking.app.inject({
        method: 'POST',
        url: `/api/messaging/messages/${messageId}/attachments`,
        headers: {
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          ...(caller && authHeader(caller)),
        },
        payload: multipartBody(file ? [file] : []),
      });
    },

    checkFile(caller, file, size) {
      const wholeSize = size ?? (file ? Buffer.byteLength(file.data) : 0);
      return booking.app.inject({
        method: 'POST',
        url: `/api/messaging/file-checks?size=${wholeSize}`,
        headers: {
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          ...(caller && authHeader(caller)),
        },
        payload: multipartBody(file ? [file] : []),
      });
    },

    async uploadOk(caller, messageId, file) {
      return expectBody(await kit.upload(caller, messageId, file), 201, attachmentSchema);
    },

    async setSetting(key, value) {
      const response = await booking.send('PUT', `/api/SystemSettings/${key}`, booking.admin, { value });
      expectBody(response, 200, systemSettingSchema);
    },
  };
  return kit;
}

/** The messaging kit of the enclosing file or describe block: opened before its tests, closed after. */
export const useMessagingKit = (options: RouteSuiteOptions = {}) =>
  useOpened(() => openMessagingKit(options));

/**
 * The live module's publisher as a recorder, passed to the app as `deps`: who is told what, after
 * each change, in order.
 */
export function recordLiveEvents() {
  const published: Array<{ userIds: string[]; event: LiveEvent }> = [];
  const publish = (userIds: string[], event: LiveEvent) => {
    published.push({ userIds, event });
  };
  return { published, deps: { messagingEvents: { publish } } };
}
