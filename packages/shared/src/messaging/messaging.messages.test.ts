import { describe, expect, it } from 'vitest';
import { MESSAGING_MESSAGES } from '../index';

describe('the messaging words (spec §2 "Messages", §5, §8), with their numbers and names filled in', () => {
  it('counts files and attachments as the spec writes them', () => {
    expect(MESSAGING_MESSAGES.sharedFiles(2)).toBe('Shared 2 file(s)');
    expect(MESSAGING_MESSAGES.sentWithAttachments(3)).toBe('Message sent with 3 attachment(s)');
    expect(MESSAGING_MESSAGES.newBadge(4)).toBe('4 new');
    expect(MESSAGING_MESSAGES.orderLabel('SRBIL10102500013')).toBe('Order: SRBIL10102500013');
  });

  it("names the file in every refusal of an upload: '{name}: …'", () => {
    expect(MESSAGING_MESSAGES.fileTypeNotAllowed('invoice.pdf.html', 'html')).toBe(
      'invoice.pdf.html: File type html is not allowed',
    );
    expect(MESSAGING_MESSAGES.fileTooLarge('dump.zip', 25)).toBe('dump.zip: File size exceeds limit of 25MB');
    expect(MESSAGING_MESSAGES.fileEmpty('empty.txt')).toBe('empty.txt: File is empty');
    expect(MESSAGING_MESSAGES.fileContentMismatch('photo.pdf')).toBe(
      'photo.pdf: File content does not match its type',
    );
  });

  it('says the limits and the status a system message reports', () => {
    expect(MESSAGING_MESSAGES.contentTooLong(4000)).toBe('Message must be at most 4000 characters');
    expect(MESSAGING_MESSAGES.tooManyAttachments(5)).toBe('A message can have at most 5 attachments');
    expect(MESSAGING_MESSAGES.statusChanged('In Progress')).toBe('Ticket status changed to In Progress');
  });
});
