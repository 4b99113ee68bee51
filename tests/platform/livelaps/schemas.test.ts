import { describe, expect, it } from 'vitest';
import {
  parseDuration,
  ZCalendarSchema,
  ZCurrentLanguageSchema,
  ZDurationSchema,
  ZEventAnswerSchema,
  ZEventRacesSchema,
  ZIdSchema,
  ZNumberSchema,
  ZPermissionSchema,
  ZRaceAnswerSchema,
  ZRegistrationCountSchema,
  ZResultRowSchema,
  ZResultsPageSchema,
  ZSearchUsersSchema,
} from '@/lib/platform/livelaps/schemas';

describe('LiveLaps values', () => {
  it('reads numbers sent as numbers or strings, and refuses what is not one', () => {
    expect(ZNumberSchema.parse(16.073)).toBe(16.073);
    expect(ZNumberSchema.parse(' 2024 ')).toBe(2024);
    expect(ZNumberSchema.parse('15.929')).toBe(15.929);
    expect(ZNumberSchema.safeParse('').success).toBe(false);
    expect(ZNumberSchema.safeParse('12th').success).toBe(false);
    expect(ZIdSchema.parse('200312')).toBe(200312);
    expect(ZIdSchema.safeParse(0).success).toBe(false);
    expect(ZIdSchema.safeParse('1.5').success).toBe(false);
  });

  it('reads times "HH:MM:SS.mmm", "" as no time, and refuses other text', () => {
    expect(parseDuration('00:44:39.165')).toBe(44 * 60_000 + 39_165);
    expect(parseDuration('26:01:00.5')).toBe(26 * 3_600_000 + 60_000 + 500);
    expect(parseDuration('03:05.250')).toBe(3 * 60_000 + 5250);
    expect(parseDuration('soon')).toBeUndefined();
    expect(ZDurationSchema.parse('')).toBeUndefined();
    expect(ZDurationSchema.parse(null)).toBeUndefined();
    expect(ZDurationSchema.parse('01:00:00.000')).toBe(3_600_000);
    expect(ZDurationSchema.safeParse('1 hour').success).toBe(false);
  });
});

describe('LiveLaps envelopes', () => {
  it('tells a success (1) from a refusal (0) whose message may be a string with HTTP 200', () => {
    expect(ZRaceAnswerSchema.parse({ success: 0, message: 'not_found' })).toEqual({ success: false, message: 'not_found' });
    expect(ZRaceAnswerSchema.parse({ success: '0', message: { why: 'x' } })).toEqual({ success: false, message: undefined });
    const ok = ZEventRacesSchema.parse({ success: 1, message: [] });
    expect(ok).toEqual({ success: true, message: [] });
    // success must be there: a body without it is junk.
    expect(ZEventRacesSchema.safeParse({ message: [] }).success).toBe(false);
    // A success whose message is not what the call gives is junk, not an empty answer.
    expect(ZEventRacesSchema.safeParse({ success: 1, message: 'oops' }).success).toBe(false);
  });

  it('reads the race header with the date under any of its known names, extra fields kept out of the way', () => {
    const answer = ZRaceAnswerSchema.parse({
      success: 1,
      message: { Race_Name: 'Main', RACE_MODE_NAME: 'Enduro', Event_ID: '7', EVENT_DATE: '2025-05-18 00:00:00', countSections: '6', Extra: { a: 1 } },
    });
    expect(answer.success && answer.message).toMatchObject({ Race_Name: 'Main', Event_ID: 7, eventDay: '2025-05-18', countSections: 6 });
  });

  it('reads a results page with or without success, and refuses rows without an id', () => {
    const page = ZResultsPageSchema.parse({ total: '2', has_more_pages: 0, data: [{ id: 1 }, { id: '2', fullName: 'A B', overallPosition: '2', sections: null }] });
    expect(page).toMatchObject({ total: 2, has_more_pages: false });
    expect(page.success).toBeUndefined();
    expect(page.data[1]).toMatchObject({ id: 2, overallPosition: 2, sections: [] });
    expect(ZResultsPageSchema.parse({ success: 1, total: 0, has_more_pages: false, data: [] }).success).toBe(true);
    expect(ZResultsPageSchema.safeParse({ total: 1, has_more_pages: false, data: [{ fullName: 'No Id' }] }).success).toBe(false);
  });

  it('reads a result row: "" gaps are no gap, speeds as strings are numbers, missing fields absent', () => {
    const row = ZResultRowSchema.parse({
      id: 9,
      fullName: ' Sam  Lee ',
      displayedNumber: 34,
      overallBehindByLeader: '',
      classBehindByLeader: '00:00:01.500',
      sections: [{ sectionName: 'Lap 1', totalCumulatedTime: '00:10:00.000', avgSpeed: '15.5', overallBehindBy: '' }],
    });
    expect(row).toMatchObject({ fullName: 'Sam  Lee', displayedNumber: '34', classBehindByLeader: 1500 });
    expect([row.overallBehindByLeader, row.brand]).toEqual([undefined, undefined]);
    expect(row.sections[0]).toMatchObject({ totalCumulatedTime: 600_000, avgSpeed: 15.5 });
    expect([row.sections[0]!.overallBehindBy, row.sections[0]!.overallPosition]).toEqual([undefined, undefined]);
  });

  it('takes the event of promoter/event from message[0], or nothing from an empty list', () => {
    const one = ZEventAnswerSchema.parse({ success: 1, message: [{ id: 5, name: 'X', eventDate: '2025-01-02', promoterUserId: '3' }] });
    expect(one.success && one.message).toMatchObject({ id: 5, promoterUserId: 3 });
    const none = ZEventAnswerSchema.parse({ success: 1, message: [] });
    expect(none.success && none.message).toBeUndefined();
  });

  it('needs an event id and a start on each calendar item', () => {
    const ok = ZCalendarSchema.parse({ success: 1, message: [{ eventId: '4', start: '2025-07-01 09:00', title: 'Race day', promoterUserId: 8 }] });
    expect(ok.success && ok.message[0]).toMatchObject({ eventId: 4, promoterId: 8, start: '2025-07-01 09:00' });
    expect(ZCalendarSchema.safeParse({ success: 1, message: [{ start: '2025-07-01', title: 'No id' }] }).success).toBe(false);
    expect(ZCalendarSchema.safeParse({ success: 1, message: [{ id: 1, start: 'July 1st', title: 'Bad date' }] }).success).toBe(false);
  });

  it('reads searchUsers, its refusals, and a registration count given alone or as { count }', () => {
    expect(ZSearchUsersSchema.parse({ success: 1, message: [{ id: '12', firstName: 'Ana', lastName: 'Ruiz', state: null, city: '' }] })).toEqual({
      success: true,
      message: [{ id: 12, firstName: 'Ana', lastName: 'Ruiz', state: undefined, city: undefined }],
    });
    expect(ZSearchUsersSchema.parse({ success: 0, message: 'too_many_results' })).toEqual({ success: false, message: 'too_many_results' });
    expect(ZRegistrationCountSchema.parse({ success: 1, message: '17' })).toEqual({ success: true, message: 17 });
    expect(ZRegistrationCountSchema.parse({ success: 1, message: { count: 4 } })).toEqual({ success: true, message: 4 });
    expect(ZRegistrationCountSchema.safeParse({ success: 1, message: -1 }).success).toBe(false);
  });

  it('reads the current language', () => {
    expect(ZCurrentLanguageSchema.parse({ status: 200, data: { code: 'es' } }).data.code).toBe('es');
    expect(ZCurrentLanguageSchema.safeParse({ status: 200, data: {} }).success).toBe(false);
  });

  it('allows a permission only on an explicit 1', () => {
    for (const allowed of [1, '1', true, { message: 1 }, { success: 1, message: '1' }, { data: 1 }]) expect(ZPermissionSchema.parse(allowed)).toBe(true);
    for (const denied of [0, '0', 2, null, '', { success: 1, message: 0 }, { success: 0, message: 1 }, { success: 1 }, [1]]) {
      expect(ZPermissionSchema.parse(denied)).toBe(false);
    }
  });

  it('reads a body of text as no answer at all (the call fails), not as a refusal', () => {
    for (const junk of ['yes', '<!doctype html><title>Back soon</title>', ' allowed ']) expect(ZPermissionSchema.safeParse(junk).success).toBe(false);
  });
});
