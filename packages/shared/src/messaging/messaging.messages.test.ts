import { describe, expect, it } from 'vitest';
import { FILE_CHECK_HEAD_BYTES } from './messaging.limits';
import { MESSAGING_MESSAGES } from './messaging.messages';

describe("messaging's words", () => {
  it("says the spec's words for sending and for each refused file (spec §5, §8)", () => {
    expect(MESSAGING_MESSAGES.sentWithAttachments(2)).toBe('Message sent with 2 attachment(s)');
    expect(MESSAGING_MESSAGES.sharedFiles(3)).toBe('Shared 3 file(s)');
    expect(MESSAGING_MESSAGES.fileTypeNotAllowed('run.exe', 'exe')).toBe(
      'run.exe: File type exe is not allowed',
    );
    expect(MESSAGING_MESSAGES.fileTooLarge('dump.zip', 25)).toBe('dump.zip: File size exceeds limit of 25MB');
    expect(MESSAGING_MESSAGES.fileEmpty('empty.pdf')).toBe('empty.pdf: File is empty');
    expect(MESSAGING_MESSAGES.fileContentMismatch('patch.pdf')).toBe(
      'patch.pdf: File content does not match its type',
    );
    expect(MESSAGING_MESSAGES.tooManyAttachments(5)).toBe('A message can have at most 5 attachments');
    expect(MESSAGING_MESSAGES.tooManyUploadsAtOnce(3)).toBe(
      'You are already uploading 3 files. Wait for one to finish, then try again.',
    );
  });

  it('names the head a file check takes, and what to do while a file is refused (decision 054)', () => {
    expect(MESSAGING_MESSAGES.fileCheckTooLong(FILE_CHECK_HEAD_BYTES)).toBe(
      'Send at most the first 65536 bytes of the file to check it',
    );
    expect(MESSAGING_MESSAGES.removeRefusedToSend).toBe('Remove the refused file to send the message.');
  });

  it('labels the conversation list and the system messages', () => {
    expect(MESSAGING_MESSAGES.newBadge(4)).toBe('4 new');
    expect(MESSAGING_MESSAGES.orderLabel('SRBIL10102500013')).toBe('Order: SRBIL10102500013');
    expect(MESSAGING_MESSAGES.statusChanged('In Progress')).toBe('Ticket status changed to In Progress');
    expect(MESSAGING_MESSAGES.contentTooLong(4000)).toBe('Message must be at most 4000 characters');
  });
});
