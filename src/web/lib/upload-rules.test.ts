import { DOCUMENT_MESSAGES, MAX_UPLOAD_BYTES } from '@shared/documents/schemas';
import { describe, expect, it } from 'vitest';
import { checkUploadFiles, formatFileSize, isAllowedFile } from './upload-rules';

const file = (name: string, size = 1000, type = '') => ({ name, size, type });

describe('checkUploadFiles', () => {
  it('asks for at least one file', () => {
    expect(checkUploadFiles([])?.title).toBe(DOCUMENT_MESSAGES.noFiles);
  });

  it('accepts PDF, DOC, DOCX, JPG and PNG up to exactly 10 MB', () => {
    expect(
      checkUploadFiles([
        file('rapport.pdf', MAX_UPLOAD_BYTES, 'application/pdf'),
        file('brief.DOC', 10, 'application/msword'),
        file('offerte.docx', 10, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
        file('foto.jpeg', 10, 'image/jpeg'),
        file('plattegrond.png', 10, 'image/png'),
        file('zonder-type.pdf', 10, ''),
      ]),
    ).toBeNull();
  });

  it('refuses other types by extension or by MIME type, naming the file', () => {
    const exe = checkUploadFiles([file('a.pdf'), file('setup.exe', 10, 'application/x-msdownload')]);
    expect(exe?.title).toBe(DOCUMENT_MESSAGES.badType);
    expect(exe?.description).toContain('setup.exe');
    expect(isAllowedFile(file('vermomd.pdf', 10, 'text/html'))).toBe(false);
    expect(isAllowedFile(file('geen-extensie', 10, 'application/pdf'))).toBe(false);
  });

  it('refuses a file of 10 MB + 1 byte and names it', () => {
    const problem = checkUploadFiles([file('klein.pdf'), file('groot.pdf', MAX_UPLOAD_BYTES + 1)]);
    expect(problem?.title).toBe(DOCUMENT_MESSAGES.tooLarge);
    expect(problem?.description).toContain('groot.pdf');
  });

  it('refuses more than 10 files at once', () => {
    const many = Array.from({ length: 11 }, (_, i) => file(`f${i}.pdf`));
    expect(checkUploadFiles(many)?.title).toBe(DOCUMENT_MESSAGES.tooManyFiles);
  });
});

describe('formatFileSize', () => {
  it('shows KB below a megabyte and MB above, in Dutch notation', () => {
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(1536)).toBe('1,5 KB');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1,5 MB');
    expect(formatFileSize(12 * 1024 * 1024)).toBe('12,0 MB');
  });
  it('shows a file under a kilobyte as < 1 KB, never 0 KB', () => {
    expect(formatFileSize(20)).toBe('< 1 KB');
    expect(formatFileSize(1023)).toBe('< 1 KB');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(0)).toBe('0 KB');
  });
});
