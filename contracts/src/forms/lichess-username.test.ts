import { lichessUsernameStepSchema } from './lichess-username';
import { errorsOf, parseOk, repeat } from './testing';

const errors = (lichessUsername: unknown) => errorsOf(lichessUsernameStepSchema, { lichessUsername });

describe('lichessUsernameStepSchema (product.md §5 External username step)', () => {
  it('gives the product.md §5 message when empty', () => {
    for (const value of ['', '   ', undefined])
      expect(errors(value)).toEqual({ lichessUsername: ['Please enter your Lichess username'] });
  });

  it('keeps the exact case and trims around it', () => {
    expect(parseOk(lichessUsernameStepSchema, { lichessUsername: ' DrNykterstein ' })).toEqual({
      lichessUsername: 'DrNykterstein',
    });
  });

  it('accepts 2 to 30 letters, digits, underscores and hyphens', () => {
    expect(errors('ab')).toEqual({});
    expect(errors(repeat('a', 30))).toEqual({});
    expect(errors('Chess_Kid-2')).toEqual({});
    expect(errors('a')).toEqual({ lichessUsername: ['Lichess usernames are 2 to 30 characters long'] });
    expect(errors(repeat('a', 31))).toEqual({ lichessUsername: ['Lichess username must be at most 30 characters'] });
    expect(errors('chess.kid')).toEqual({
      lichessUsername: ['Lichess usernames can only contain letters, digits, underscores and hyphens'],
    });
  });
});
