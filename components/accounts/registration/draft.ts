import { birthDateOfParts, isMinor, type TBirthDateInput, type TGuardianMode } from '@/lib/validation/participant-rules';

/**
 * What the registration stepper holds while the visitor types: the raw form values of every step
 * (strings, as the inputs have them). Kept in sessionStorage so a reload loses nothing, except
 * the passwords, which are never stored.
 */
export type TPersonDraft = { firstName: string; lastName: string; gender: string; birthDate: TBirthDateInput };
export type TLoginDraft = { email: string; emailConfirmation: string; password: string; passwordConfirmation: string };
export type TMinorDraft = TPersonDraft & { key: string; relationship: string };
/**
 * The minor being typed on the Minors step and not saved to the list yet: `target` is '' (none),
 * 'new', or the index of the listed minor being edited.
 */
export type TMinorEditDraft = { target: string; person: TPersonDraft };

export type TRegistrationDraft = {
  information: TPersonDraft & { guardianMode: '' | TGuardianMode };
  adult: TPersonDraft & TLoginDraft;
  login: TLoginDraft;
  contact: { phone: string; address: string; country: string; state: string; city: string; zip: string; area: string };
  emergency: { firstName: string; lastName: string; cell: string; phone: string; email: string };
  minors: TMinorDraft[];
  minorEdit: TMinorEditDraft;
  guardianRelationship: string;
};

export const STEP_IDS = [
  'information',
  'adultInformation',
  'loginData',
  'contactInformation',
  'existingAccount',
  'emergencyContact',
  'minors',
  'relationship',
  'confirmation',
  'completed',
] as const;
export type TStepId = (typeof STEP_IDS)[number];

const emptyDate = (): TBirthDateInput => ({ year: '', month: '', day: '' });
export const emptyPerson = (): TPersonDraft => ({ firstName: '', lastName: '', gender: '', birthDate: emptyDate() });
const emptyLogin = (): TLoginDraft => ({ email: '', emailConfirmation: '', password: '', passwordConfirmation: '' });

export function emptyDraft(): TRegistrationDraft {
  return {
    information: { ...emptyPerson(), guardianMode: '' },
    adult: { ...emptyPerson(), ...emptyLogin() },
    login: emptyLogin(),
    contact: { phone: '', address: '', country: '', state: '', city: '', zip: '', area: '' },
    emergency: { firstName: '', lastName: '', cell: '', phone: '', email: '' },
    minors: [],
    minorEdit: noMinorEdit(),
    guardianRelationship: '',
  };
}

export function noMinorEdit(): TMinorEditDraft {
  return { target: '', person: emptyPerson() };
}

export function emptyMinor(key: string): TMinorDraft {
  return { ...emptyPerson(), key, relationship: '' };
}

/** The participant's birth date when it is complete and valid, else null. */
export function draftBirthDate(draft: TRegistrationDraft, now: () => Date = () => new Date()): string | null {
  const parsed = birthDateOfParts(draft.information.birthDate, now());
  return 'iso' in parsed ? parsed.iso : null;
}

/** Whether the participant is a minor (false while the birth date is not known yet). */
export function draftIsMinor(draft: TRegistrationDraft, now: () => Date = () => new Date()): boolean {
  const birthDate = draftBirthDate(draft, now);
  return birthDate !== null && isMinor(birthDate, now());
}

/**
 * The steps that apply to this draft, in the seed's order: an adult has no Adult Information and
 * no Existing Account, and may add minors; a minor's guardian is new (Adult Information) or an
 * existing account (Existing Account); Relationship only when there is a guardianship to name.
 */
export function applicableSteps(draft: TRegistrationDraft, now: () => Date = () => new Date()): TStepId[] {
  const minor = draftIsMinor(draft, now);
  const mode = draft.information.guardianMode;
  return STEP_IDS.filter((step) => {
    switch (step) {
      case 'adultInformation':
        return minor && mode === 'new';
      case 'existingAccount':
        return minor && mode === 'existing';
      case 'minors':
        return !minor;
      case 'relationship':
        return minor || draft.minors.length > 0;
      default:
        return true;
    }
  });
}

/** The draft without passwords (what may be written to sessionStorage). */
export function withoutPasswords(draft: TRegistrationDraft): TRegistrationDraft {
  return {
    ...draft,
    adult: { ...draft.adult, password: '', passwordConfirmation: '' },
    login: { ...draft.login, password: '', passwordConfirmation: '' },
  };
}

/** What the server action receives: only the parts that apply. */
export function toSubmission(draft: TRegistrationDraft, now: () => Date = () => new Date()) {
  const minor = draftIsMinor(draft, now);
  return {
    information: draft.information,
    adult: minor && draft.information.guardianMode === 'new' ? draft.adult : undefined,
    login: draft.login,
    contact: draft.contact,
    emergency: draft.emergency,
    minors: minor ? [] : draft.minors.map((m) => ({ firstName: m.firstName, lastName: m.lastName, gender: m.gender, birthDate: m.birthDate, relationship: m.relationship })),
    guardianRelationship: minor ? draft.guardianRelationship : undefined,
  };
}

/** The step a server error's path belongs to (`login.email` → Login data). */
export function stepOfPath(path: string): TStepId | null {
  const [part, , field] = path.split('.');
  switch (part) {
    case 'information':
      return 'information';
    case 'adult':
      return 'adultInformation';
    case 'login':
      return 'loginData';
    case 'contact':
      return 'contactInformation';
    case 'emergency':
      return 'emergencyContact';
    case 'minors':
      return field === 'relationship' ? 'relationship' : 'minors';
    case 'guardianRelationship':
      return 'relationship';
    default:
      return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Storage

export const DRAFT_STORAGE_KEY = 'll.registration.participant.v1';

type TStored = { draft: TRegistrationDraft; step: TStepId };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Copy the strings of `source` onto the shape of `shape` (anything else in storage is ignored). */
function mergeStrings<T>(shape: T, source: unknown): T {
  if (typeof shape === 'string') return (typeof source === 'string' ? source.slice(0, 1000) : shape) as T;
  if (!isRecord(shape) || !isRecord(source)) return shape;
  const out: Record<string, unknown> = { ...shape };
  for (const key of Object.keys(shape)) out[key] = mergeStrings((shape as Record<string, unknown>)[key], source[key]);
  return out as T;
}

/** The stored draft and step, or null when there is none (or it cannot be read). */
export function readStoredDraft(storage: Pick<Storage, 'getItem'>): TStored | null {
  try {
    const raw = storage.getItem(DRAFT_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!isRecord(parsed) || !isRecord(parsed.draft)) return null;
    const base = emptyDraft();
    const draft = mergeStrings(base, parsed.draft);
    const minors = Array.isArray(parsed.draft.minors) ? parsed.draft.minors.slice(0, 20) : [];
    draft.minors = minors.map((m, i) => mergeStrings(emptyMinor(`m${i}`), m));
    const step = STEP_IDS.includes(parsed.step as TStepId) ? (parsed.step as TStepId) : 'information';
    return { draft: withoutPasswords(draft), step };
  } catch {
    return null;
  }
}

export function writeStoredDraft(storage: Pick<Storage, 'setItem'>, draft: TRegistrationDraft, step: TStepId): void {
  try {
    storage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ draft: withoutPasswords(draft), step }));
  } catch {
    // Storage full or disabled (private mode): the form still works, only a reload loses it.
  }
}

export function clearStoredDraft(storage: Pick<Storage, 'removeItem'>): void {
  snapshot = undefined;
  try {
    storage.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}

// The stored draft as a snapshot for useSyncExternalStore: read once per page view (the stepper
// owns the draft after that), null on the server.
let snapshot: TStored | null | undefined;

export function storedDraftSnapshot(): TStored | null {
  if (snapshot === undefined) snapshot = readStoredDraft(window.sessionStorage);
  return snapshot;
}

/** Forget the snapshot (a new page view reads the storage again). */
export function resetStoredDraftSnapshot(): void {
  snapshot = undefined;
}

export type { TStored as TStoredDraft };
