import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILE_COUNT,
  DEFAULT_FILE_MAX_SIZE,
  extensionOf,
  fileAccepted,
  fileLimits,
  formatFileSize,
  isAcceptEntry,
  mimeOf,
} from '../../../src/domain/fileTypes';

describe('file kinds and limits', () => {
  it('reads a file’s kind from its extension, whatever its case', () => {
    expect(extensionOf('合同.PDF')).toBe('.pdf');
    expect(extensionOf('archive.tar.gz')).toBe('.gz');
    expect(extensionOf('README')).toBe('');
    expect(mimeOf('a.docx')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(mimeOf('a.unknown')).toBe('application/octet-stream');
  });

  it('accepts by extension or by MIME type, wildcards included', () => {
    expect(fileAccepted(['.pdf'], 'a.PDF')).toBe(true);
    expect(fileAccepted(['.pdf'], 'a.pdf.exe')).toBe(false);
    expect(fileAccepted(['image/*'], 'a.webp')).toBe(true);
    expect(fileAccepted(['image/*'], 'a.pdf')).toBe(false);
    expect(fileAccepted(['application/pdf'], 'a.pdf')).toBe(true);
    expect(fileAccepted(fileLimits({}).accept, 'page.html')).toBe(false);
    expect(fileAccepted(fileLimits({}).accept, '报价.xlsx')).toBe(true);
    expect(['.pdf', 'image/*', 'application/pdf'].every(isAcceptEntry)).toBe(true);
    expect(['pdf', '*.pdf', '', 'image'].some(isAcceptEntry)).toBe(false);
  });

  it('applies the defaults a field leaves out and writes sizes as people read them', () => {
    expect(fileLimits({ max: 2 })).toMatchObject({ max: 2, maxSize: DEFAULT_FILE_MAX_SIZE });
    expect(fileLimits({}).max).toBe(DEFAULT_FILE_COUNT);
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(20 * 1024 * 1024)).toBe('20 MB');
  });
});
