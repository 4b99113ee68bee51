import { describe, expect, it } from 'vitest';
import {
  applicableSteps,
  DRAFT_STORAGE_KEY,
  emptyDraft,
  emptyMinor,
  readStoredDraft,
  toSubmission,
  writeStoredDraft,
  type TRegistrationDraft,
} from '@/components/accounts/registration/draft';
import { isStepComplete, stepOfPath } from '@/components/accounts/registration/step-schemas';

const NOW = new Date('2026-06-15T16:00:00Z');
const now = () => NOW;

function draftBornIn(year: number, guardianMode: '' | 'new' | 'existing' = ''): TRegistrationDraft {
  const d = emptyDraft();
  d.information = { firstName: 'Léo', lastName: 'Roy', gender: 'male', birthDate: { year: String(year), month: '6', day: '1' }, guardianMode };
  return d;
}

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k), data };
}

describe('registration steps', () => {
  it('gives an adult no Adult Information and no Existing Account, with the optional Minors step', () => {
    expect(applicableSteps(draftBornIn(1990), now)).toEqual(['information', 'loginData', 'contactInformation', 'emergencyContact', 'minors', 'confirmation', 'completed']);
    const withMinor = draftBornIn(1990);
    withMinor.minors = [emptyMinor('a')];
    expect(applicableSteps(withMinor, now)).toContain('relationship');
  });

  it("gives a minor the guardian's steps: Adult Information for a new one, Existing Account for a signed-in one", () => {
    expect(applicableSteps(draftBornIn(2012, 'new'), now)).toEqual([
      'information',
      'adultInformation',
      'loginData',
      'contactInformation',
      'emergencyContact',
      'relationship',
      'confirmation',
      'completed',
    ]);
    expect(applicableSteps(draftBornIn(2012, 'existing'), now)).toEqual([
      'information',
      'loginData',
      'contactInformation',
      'existingAccount',
      'emergencyContact',
      'relationship',
      'confirmation',
      'completed',
    ]);
  });

  it('sends only the parts that apply', () => {
    const adult = draftBornIn(1990);
    adult.minors = [{ ...emptyMinor('k1'), firstName: 'Zoé', relationship: 'mother' }];
    const sent = toSubmission(adult, now);
    expect(sent.adult).toBeUndefined();
    expect(sent.guardianRelationship).toBeUndefined();
    expect(sent.minors).toEqual([{ firstName: 'Zoé', lastName: '', gender: '', birthDate: { year: '', month: '', day: '' }, relationship: 'mother' }]);
    const minor = { ...draftBornIn(2012, 'existing'), minors: adult.minors, guardianRelationship: 'guardian' };
    expect(toSubmission(minor, now)).toMatchObject({ adult: undefined, minors: [], guardianRelationship: 'guardian' });
  });

  it('names the step of a server error', () => {
    expect(stepOfPath('login.email')).toBe('loginData');
    expect(stepOfPath('adult.birthDate.year')).toBe('adultInformation');
    expect(stepOfPath('minors.1.relationship')).toBe('relationship');
    expect(stepOfPath('minors.0.firstName')).toBe('minors');
    expect(stepOfPath('guardianRelationship')).toBe('relationship');
    expect(stepOfPath('nothing')).toBeNull();
  });

  it('tells which steps a draft still needs (a reload loses the passwords)', () => {
    const d = draftBornIn(1990);
    d.login = { email: 'leo@example.ca', emailConfirmation: 'leo@example.ca', password: '', passwordConfirmation: '' };
    expect(isStepComplete('information', { draft: d, now, guardianSignedIn: false })).toBe(true);
    expect(isStepComplete('loginData', { draft: d, now, guardianSignedIn: false })).toBe(false);
    expect(isStepComplete('existingAccount', { draft: d, now, guardianSignedIn: true })).toBe(true);
  });
});

describe('draft storage', () => {
  it('keeps what was typed but never the passwords', () => {
    const storage = memoryStorage();
    const d = draftBornIn(2012, 'new');
    d.adult = { ...d.adult, firstName: 'Anne', password: 'Paddock2026', passwordConfirmation: 'Paddock2026' };
    d.login = { email: 'leo@example.ca', emailConfirmation: 'leo@example.ca', password: 'Holeshot77', passwordConfirmation: 'Holeshot77' };
    writeStoredDraft(storage, d, 'contactInformation');
    const raw = storage.data.get(DRAFT_STORAGE_KEY) ?? '';
    expect(raw).not.toContain('Paddock2026');
    expect(raw).not.toContain('Holeshot77');
    const back = readStoredDraft(storage);
    expect(back?.step).toBe('contactInformation');
    expect(back?.draft.adult.firstName).toBe('Anne');
    expect(back?.draft.login).toEqual({ email: 'leo@example.ca', emailConfirmation: 'leo@example.ca', password: '', passwordConfirmation: '' });
  });

  it('keeps the minor being typed on the Minors step, not saved to the list yet', () => {
    const storage = memoryStorage();
    const d = draftBornIn(1988, '');
    d.minorEdit = { target: 'new', person: { firstName: 'Zoé', lastName: '', gender: 'female', birthDate: { year: '2016', month: '', day: '' } } };
    writeStoredDraft(storage, d, 'minors');
    const back = readStoredDraft(storage);
    expect(back?.step).toBe('minors');
    expect(back?.draft.minors).toEqual([]);
    expect(back?.draft.minorEdit).toEqual(d.minorEdit);
    // An older stored draft without it reads as "nothing being typed".
    storage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ draft: { information: { firstName: 'Anne' } }, step: 'minors' }));
    expect(readStoredDraft(storage)?.draft.minorEdit).toEqual({ target: '', person: emptyDraft().minorEdit.person });
  });

  it('ignores what is not a draft (other shapes, bad JSON, unknown steps)', () => {
    const storage = memoryStorage();
    storage.setItem(DRAFT_STORAGE_KEY, '{oops');
    expect(readStoredDraft(storage)).toBeNull();
    storage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ draft: { information: { firstName: 42, lastName: 'Roy', extra: 'x' } }, step: 'hack' }));
    const back = readStoredDraft(storage);
    expect(back?.step).toBe('information');
    expect(back?.draft.information).toEqual({ ...emptyDraft().information, lastName: 'Roy' });
  });
});
