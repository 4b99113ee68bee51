import { describe, expect, it } from 'vitest';
import { initialsOf, recordAccess, type TWaiverParties } from '@/lib/spectators/copy-links';

const parties: TWaiverParties = { buyerAccountId: 1, spectatorAccountId: 2, signerAccountId: 3, guardianAccountId: 4 };

describe('waiver record access rule', () => {
  it('shows the whole record to the buyer, the spectator, the signer, the guardian and organisers', () => {
    for (const id of [1, 2, 3, 4]) expect(recordAccess({ id, role: 'spectator' }, parties, null)).toBe('full');
    expect(recordAccess({ id: 99, role: 'organiser' }, parties, null)).toBe('full');
  });

  it('shows anyone else only a summary, unless the copy link is valid', () => {
    expect(recordAccess(null, parties, null)).toBe('summary');
    expect(recordAccess({ id: 99, role: 'participant' }, parties, null)).toBe('summary');
    expect(recordAccess({ id: 99, role: 'promoter' }, parties, null)).toBe('summary');
    expect(recordAccess(null, parties, 'expired')).toBe('summary');
    expect(recordAccess(null, parties, 'invalid')).toBe('summary');
    expect(recordAccess(null, parties, 'valid')).toBe('full');
  });

  it('reduces names to initials', () => {
    expect(initialsOf('Sam', 'Rivera')).toBe('S. R.');
    expect(initialsOf('Émilie-Anne', "d'Aoust")).toBe('É. A. D.');
    expect(initialsOf('  ')).toBe('');
  });
});
