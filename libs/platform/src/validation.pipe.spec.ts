import { IsString, MinLength } from 'class-validator';
import { CodedException } from './coded.exception';
import { createValidationPipe } from './validation.pipe';

class NoteDto {
  @IsString()
  @MinLength(2, { message: 'Title must be at least 2 characters' })
  title: string;

  @IsString()
  body: string;
}

const pipe = createValidationPipe();
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
});
