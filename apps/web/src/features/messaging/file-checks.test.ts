import type { FileUploadInfo } from '@basisdesk/shared/messaging/messaging.schema';
import { describe, expect, it } from 'vitest';
import { acceptAttribute, checkFiles, fileExtension, refusalOf } from './file-checks';

const MB = 1024 * 1024;
const info: FileUploadInfo = {
  allowedFileTypes: ['pdf', 'png', 'docx'],
  maxFileSize: 10 * MB,
  maxFileSizeMB: 10,
};
const file = (name: string, size = 1000) => ({ name, size });

describe('fileExtension', () => {
  it('reads the last extension, lower case', () => {
    expect(fileExtension('Report.Final.PDF')).toBe('pdf');
    expect(fileExtension('README')).toBe('');
    expect(fileExtension('.env')).toBe('');
    expect(fileExtension('trailing.')).toBe('');
  });
});

describe('checkFiles (spec §5)', () => {
  it('accepts allowed files within the limit', () => {
    const { accepted, errors } = checkFiles([file('a.pdf'), file('b.PNG', 10 * MB)], info);
    expect(accepted.map((item) => item.name)).toEqual(['a.pdf', 'b.PNG']);
    expect(errors).toEqual([]);
  });

  it("refuses a type in the spec's words", () => {
    expect(checkFiles([file('tool.exe')], info).errors).toEqual(['tool.exe: File type exe is not allowed']);
    expect(checkFiles([file('Makefile')], info).errors).toEqual([
      'Makefile: File type unknown is not allowed',
    ]);
  });

  it("refuses a size over the limit in the spec's words", () => {
    expect(checkFiles([file('big.pdf', 10 * MB + 1)], info).errors).toEqual([
      'big.pdf: File size exceeds limit of 10MB',
    ]);
  });

  it('accepts any non-empty file before the rules have loaded', () => {
    const { accepted, errors } = checkFiles([file('tool.exe', 500 * MB)], undefined);
    expect(accepted).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('refuses empty files and more than five per message', () => {
    expect(checkFiles([file('empty.pdf', 0)], info).errors).toEqual(['empty.pdf: File is empty']);
    const six = ['1', '2', '3', '4', '5', '6'].map((n) => file(`${n}.pdf`));
    const { accepted, errors } = checkFiles(six, info, 1);
    expect(accepted).toHaveLength(4);
    expect(errors).toEqual(['A message can have at most 5 attachments']);
  });

  it("names one file's refusal, counting the files already taken", () => {
    expect(refusalOf(file('a.pdf'), info, 0)).toBeNull();
    expect(refusalOf(file('tool.exe'), info, 0)).toBe('tool.exe: File type exe is not allowed');
    expect(refusalOf(file('a.pdf'), info, 5)).toBe('A message can have at most 5 attachments');
    expect(refusalOf(file('a.pdf'), info, 4)).toBeNull();
  });

  it("gives the file input the allowed extensions as its 'accept'", () => {
    expect(acceptAttribute(info)).toBe('.pdf,.png,.docx');
    expect(acceptAttribute(undefined)).toBeUndefined();
  });
});
