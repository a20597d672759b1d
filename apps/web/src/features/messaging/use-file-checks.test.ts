import { describe, expect, it } from 'vitest';
import { areAllAccepted, countNotRefused, type FileCheck, verdictOf } from './use-file-checks';

const log = new File(['log'], 'dev_w0.txt');
const program = new File(['MZ'], 'kernel-patch.pdf');
const shot = new File(['png'], 'sm21.png');
const refused: FileCheck = {
  status: 'refused',
  reason: 'kernel-patch.pdf: File content does not match its type',
};

describe('where a set of chosen files stands', () => {
  it('is accepted when every file is (and when there is none)', () => {
    const checks = new Map<File, FileCheck>([
      [log, { status: 'accepted' }],
      [shot, { status: 'accepted' }],
    ]);
    expect(verdictOf([log, shot], checks)).toBe('accepted');
    expect(verdictOf([], new Map())).toBe('accepted');
    expect(areAllAccepted([log, shot], checks)).toBe(true);
  });

  it('is checking while a check runs or has not started, and refused as soon as one is refused', () => {
    const checking = new Map<File, FileCheck>([
      [log, { status: 'accepted' }],
      [shot, { status: 'checking' }],
    ]);
    expect(verdictOf([log, shot], checking)).toBe('checking');
    expect(verdictOf([log], new Map())).toBe('checking');
    expect(verdictOf([log, shot, program], new Map(checking).set(program, refused))).toBe('refused');
  });

  it('counts towards the maximum every file but the refused', () => {
    const checks = new Map<File, FileCheck>([
      [log, { status: 'accepted' }],
      [shot, { status: 'checking' }],
      [program, refused],
    ]);
    expect(countNotRefused([log, shot, program], checks)).toBe(2);
  });
});
