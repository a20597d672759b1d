import type { Conversation, Message, MessagePage } from '@basisdesk/shared/messaging/messaging.schema';

/** Ids that read as uuids, numbered for the tests. */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const CUSTOMER = uuid(900);
export const CONSULTANT = uuid(901);
export const CONVERSATION = uuid(800);

export const message = (n: number, overrides: Partial<Message> = {}): Message => ({
  id: uuid(n),
  conversationId: CONVERSATION,
  senderId: CUSTOMER,
  senderName: 'Cara Customer',
  content: `message ${n}`,
  messageType: 'text',
  sentAt: `2026-11-25T10:${String(n).padStart(2, '0')}:00`,
  isEdited: false,
  isRead: false,
  attachments: [],
  ...overrides,
});

export const page = (n: number, items: Message[], hasMore = false): MessagePage => ({
  items,
  page: n,
  pageSize: 50,
  totalCount: items.length,
  totalPages: 1,
  hasMore,
});

export const conversation = (overrides: Partial<Conversation> = {}): Conversation => ({
  id: CONVERSATION,
  orderId: uuid(700),
  orderNumber: 'BD-0001',
  customerId: CUSTOMER,
  consultantId: CONSULTANT,
  customerName: 'Cara Customer',
  consultantName: 'Cody Consultant',
  subject: 'Spool issue',
  unreadCount: 0,
  lastMessageAt: null,
  isActive: true,
  createdAt: '2026-11-25T09:00:00Z',
  ...overrides,
});
