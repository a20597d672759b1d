import { describe, expect, it } from 'vitest';
import { fileKind, isPreviewableImage } from './file-kinds';

describe('fileKind (spec §9: image, pdf, word, excel, powerpoint)', () => {
  it('reads the content type first', () => {
    expect(fileKind('scan', 'image/png')).toBe('image');
    expect(fileKind('x', 'application/pdf')).toBe('pdf');
    expect(fileKind('x', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe(
      'word',
    );
    expect(fileKind('x', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe('excel');
    expect(fileKind('x', 'application/vnd.openxmlformats-officedocument.presentationml.presentation')).toBe(
      'powerpoint',
    );
  });

  it('falls back to the extension, then to a plain file', () => {
    expect(fileKind('notes.DOC')).toBe('word');
    expect(fileKind('figures.xlsx', 'application/octet-stream')).toBe('excel');
    expect(fileKind('deck.pptx')).toBe('powerpoint');
    expect(fileKind('logs.zip')).toBe('archive');
    expect(fileKind('readme.txt')).toBe('text');
    expect(fileKind('data.bin')).toBe('file');
  });

  it('previews raster images only', () => {
    expect(isPreviewableImage('a.jpg', 'image/jpeg')).toBe(true);
    expect(isPreviewableImage('a.svg', 'image/svg+xml')).toBe(false);
    expect(isPreviewableImage('a.pdf', 'application/pdf')).toBe(false);
  });
});
