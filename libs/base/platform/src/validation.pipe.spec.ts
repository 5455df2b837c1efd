import { IsString, MinLength } from 'class-validator';
import { IsWithinDayBounds, todayIn } from '@app/contracts';
import { CodedException } from './coded.exception';
import { createValidationPipe } from './validation.pipe';

class NoteDto {
  @IsString()
  @MinLength(2, { message: 'Title must be at least 2 characters' })
  title: string;

  @IsString()
  body: string;
}

class OutingDto {
  @IsString()
  @IsWithinDayBounds('plan', 'The day')
  day: string;
}

const pipe = createValidationPipe({ today: () => '2026-03-02' });
async function refusal(value: unknown, type: 'body' | 'query' | 'param' = 'body', data?: string) {
  try {
    await pipe.transform(value, { type, metatype: type === 'body' ? NoteDto : String, data });
  } catch (err) {
    if (err instanceof CodedException) return { code: err.code, status: err.status, fields: err.fields };
    throw err;
  }
  return undefined;
}

describe('validation pipe', () => {
  it('answers rule failures with VALIDATION_FAILED and the field messages', async () => {
    expect(await refusal({ title: 'A', body: 'fine', extra: 1 })).toEqual({
      code: 'VALIDATION_FAILED',
      status: 400,
      fields: { title: 'Title must be at least 2 characters', extra: 'extra is not an accepted field' },
    });
  });

  it('refuses NUL and other control characters in any text, naming the field', async () => {
    expect(await refusal({ title: 'Hi\u0000there', body: 'ok' })).toEqual({
      code: 'VALIDATION_FAILED',
      status: 400,
      fields: { title: 'title contains characters that are not allowed' },
    });
    expect((await refusal({ title: 'Fine', body: { nested: ['ok', 'bell\u0007'] } }))?.fields).toEqual({
      'body.nested.1': 'body.nested.1 contains characters that are not allowed',
    });
    expect((await refusal('abc\u001b', 'param', 'id'))?.fields).toEqual({
      id: 'id contains characters that are not allowed',
    });
  });

  it('keeps tabs and line breaks, which a message may hold', async () => {
    expect(await refusal({ title: 'Two\tparts', body: 'line one\r\nline two' })).toBeUndefined();
  });

  it("asks for the business's today only for a DTO with a day field", async () => {
    const today = jest.fn(() => '2026-03-02');
    const daysPipe = createValidationPipe({ today });
    await daysPipe.transform({ title: 'No days', body: 'here' }, { type: 'body', metatype: NoteDto });
    expect(today).not.toHaveBeenCalled();
    await daysPipe.transform({ day: '2026-03-02' }, { type: 'body', metatype: OutingDto });
    expect(today).toHaveBeenCalledTimes(1);
  });

  describe('around midnight in the business time zone', () => {
    const chicagoPipe = createValidationPipe({ today: () => todayIn('America/Chicago') });
    const fieldsAt = async (instant: string, day: string) => {
      jest.useFakeTimers({ now: new Date(instant), doNotFake: ['nextTick', 'setImmediate'] });
      try {
        await chicagoPipe.transform({ day }, { type: 'body', metatype: OutingDto });
        return {};
      } catch (err) {
        return (err as CodedException).fields;
      } finally {
        jest.useRealTimers();
      }
    };

    it('holds a day to the business calendar, not the server clock: 1 March ends at 06:00 UTC in Chicago', async () => {
      // 05:59:59 UTC is still 23:59:59 on 1 March in Chicago (CST, UTC-6), though UTC already reads 2 March.
      expect(await fieldsAt('2026-03-02T05:59:59Z', '2026-03-01')).toEqual({});
      expect(await fieldsAt('2026-03-02T06:00:00Z', '2026-03-01')).toEqual({ day: 'The day cannot be in the past' });
      expect(await fieldsAt('2026-03-02T06:00:00Z', '2026-03-02')).toEqual({});
    });
  });
});
