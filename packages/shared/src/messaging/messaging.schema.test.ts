import { describe, expect, it } from 'vitest';
import {
  LIVE_EVENT_TYPES,
  liveEventSchema,
  MESSAGE_CONTENT_MAX_LENGTH,
  MESSAGING_MESSAGES,
  messagesQuerySchema,
  sendMessageBodySchema,
} from '../index';

const conversationId = '3f2b8c1e-7d4a-4e6b-9c0d-1a2b3c4d5e6f';
const messageOf = (result: { error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('sending a message (spec §5 "Messages")', () => {
  it('text needs non-blank content; a file message may be blank', () => {
    expect(messageOf(sendMessageBodySchema.safeParse({ conversationId, content: '  ' }))).toBe(
      MESSAGING_MESSAGES.contentRequired,
    );
    expect(sendMessageBodySchema.parse({ conversationId, content: ' Hi ' })).toEqual({
      conversationId,
      content: 'Hi',
      messageType: 'text',
    });
    expect(sendMessageBodySchema.parse({ conversationId, messageType: 'file' }).content).toBe('');
    expect(MESSAGING_MESSAGES.sharedFiles(2)).toBe('Shared 2 file(s)');
  });

  it(`content is at most ${MESSAGE_CONTENT_MAX_LENGTH} characters; system messages are the server's`, () => {
    expect(
      messageOf(
        sendMessageBodySchema.safeParse({
          conversationId,
          content: 'x'.repeat(MESSAGE_CONTENT_MAX_LENGTH + 1),
        }),
      ),
    ).toBe(MESSAGING_MESSAGES.contentTooLong(MESSAGE_CONTENT_MAX_LENGTH));
    expect(
      sendMessageBodySchema.safeParse({ conversationId, content: 'Hi', messageType: 'system' }).success,
    ).toBe(false);
  });

  it('messages page 50 by default (spec §9)', () => {
    expect(messagesQuerySchema.parse({})).toEqual({ page: 1, pageSize: 50 });
  });

  it('the spec words for file refusals', () => {
    expect(MESSAGING_MESSAGES.fileTypeNotAllowed('a.exe', 'exe')).toBe('a.exe: File type exe is not allowed');
    expect(MESSAGING_MESSAGES.fileTooLarge('a.pdf', 25)).toBe('a.pdf: File size exceeds limit of 25MB');
  });

  it('every live event type has a schema', () => {
    for (const type of LIVE_EVENT_TYPES) {
      expect(
        liveEventSchema.options.some((option) => option.shape.type.value === type),
        type,
      ).toBe(true);
    }
    expect(liveEventSchema.safeParse({ type: 'unread.changed', data: { unreadCount: 3 } }).success).toBe(
      true,
    );
  });
});
