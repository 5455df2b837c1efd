import { bookingBody, bothWays, pipeFields, pipeValue } from '@app/testing';
import { RegisterDto } from '../accounts/register.dto';
import { CreateTeamDto, UpdateTeamDto } from '../availability/calendar.dto';
import { CreateBookingDto } from '../bookings/create-booking.dto';
import { CreateCustomGameDto } from '../catalog/create-custom-game.dto';
import { CreateContactMessageDto } from '../contact/create-contact-message.dto';
import { PartyAwardsDto, PartyTeamsDto } from '../party-day/party-day.dto';
import { ReviewDto } from '../reviews/review.dto';
import { CreateInvitationDto, InvitedChildDto, PutRosterDto } from '../roster/roster.dto';
import { TEXT_MESSAGES as T } from './plain-text.validator';

const child = (firstName: string) => ({ firstName, shirtSize: 'YM', notes: null, photoConsent: true });
const CHILD_ID = '3f2b1c9e-8d7a-4e6f-9a0b-12ab34cd56ef';
const team = (name: string, colour: string) => ({ id: `team-${colour}`, name, colour, childIds: [CHILD_ID] });

/**
 * [what, DTO, a valid body with `name` in the name field, the field's path, its label]: every name a person types.
 * A new name field belongs here.
 */
type NameField = [string, new () => object, (name: string) => object, string, string];
const NAME_FIELDS: NameField[] = [
  [
    'a parent',
    CreateBookingDto,
    (name) => bookingBody({ eventDate: '2030-06-01', eventTime: '14:00' }, [1, 2, 3], { parentName: name }),
    'parentName',
    'Parent name',
  ],
  [
    'a child booked for',
    CreateBookingDto,
    (name) => bookingBody({ eventDate: '2030-06-01', eventTime: '14:00' }, [1, 2, 3], { childName: name }),
    'childName',
    'Child name',
  ],
  [
    "a child on the host's roster",
    PutRosterDto,
    (name) => ({ version: 0, children: [child('Maya'), child(name)] }),
    'children.1.firstName',
    "The child's first name",
  ],
  [
    'a child an invited family adds',
    InvitedChildDto,
    (name) => ({ ...child(name), attending: true }),
    'firstName',
    "The child's first name",
  ],
  ['a new team', CreateTeamDto, (name) => ({ name }), 'name', 'The team name'],
  ['a renamed team', UpdateTeamDto, (name) => ({ name }), 'name', 'The team name'],
  [
    "a team at the party (on the children's certificates)",
    PartyTeamsDto,
    (name) => ({ teams: [team('Red Rockets', 'red'), team(name, 'blue')] }),
    'teams.1.name',
    'The team name',
  ],
  [
    "a host's award (its certificate's title)",
    PartyAwardsDto,
    (title) => ({ special: [{ childId: CHILD_ID, title }] }),
    'special.0.title',
    'The award title',
  ],
  [
    'a custom game',
    CreateCustomGameDto,
    (name) => ({ name, description: 'Carry a pillow through the course' }),
    'name',
    'The game name',
  ],
  [
    'whoever writes to us',
    CreateContactMessageDto,
    (name) => ({ name, email: 'jo@example.com', subject: 'games', message: 'Do you bring the equipment?' }),
    'name',
    'Your name',
  ],
  [
    'an account holder’s first name',
    RegisterDto,
    (name) => ({ username: 'jo.rivera', email: 'jo@example.com', password: 'long-enough-1', firstName: name }),
    'firstName',
    'First name',
  ],
  [
    'an account holder’s last name',
    RegisterDto,
    (name) => ({ username: 'jo.rivera', email: 'jo@example.com', password: 'long-enough-1', lastName: name }),
    'lastName',
    'Last name',
  ],
];

describe('names hold visible text only, the api’s and the forms’ way', () => {
  it.each(NAME_FIELDS)('%s', async (_, dto, body, field, label) => {
    const refused = { [field]: T.name(label) };
    // A right-to-left override shows "\u202eevil\u202c gpj.exe" as "exe.jpg live" on a roster or certificate.
    for (const name of [
      '\u202eevil\u202c gpj.exe',
      'Ma\u202Aya',
      'Le\u2066o\u2069',
      'No\u200Bah',
      'Zo\u200De',
      'A\uFEFFva',
      '\u200EAva',
      'Ava\u200F',
      'Le\u061Co',
      'Mi\u2060a',
      'Evil\r\nBcc: x',
      'Tab\tbed',
      'Li\u2028ne',
      'Ben\u0085',
    ]) {
      expect(await bothWays(dto, body(name))).toEqual({ api: refused, form: refused });
    }
    for (const name of ['Zoë', "O'Brien-Núñez", '李小龙', 'Ana María', 'Sam 🦖']) {
      expect(await pipeFields(dto, body(name))).toEqual({});
    }
  });
});

/** [what, DTO, a valid body with `text` in the field, the field's path, its label]: plain text of several lines. */
type LinesField = NameField;
const LINES_FIELDS: LinesField[] = [
  ['a review (on the home page)', ReviewDto, (text) => ({ rating: 5, text, publish: true }), 'text', 'Your review'],
  [
    "the host parent's message to the invited families",
    CreateInvitationDto,
    (message) => ({ shareAddress: false, message }),
    'message',
    'The message',
  ],
];

describe('texts of several lines keep their line breaks and hold visible text only otherwise', () => {
  it.each(LINES_FIELDS)('%s', async (_, dto, body, field, label) => {
    const refused = { [field]: T.nameLines(label) };
    for (const text of [
      'Great party!\n\u202eevil\u202c gpj.exe',
      'Le\u2066o\u2069 loved it',
      'No\u200Bah',
      'Zo\u200De',
      '🦖\u200De',
      'A\uFEFFva',
      '\u200Fright to left',
      'Le\u061Co',
      'Mi\u2060a',
      'Tab\tbed',
      'Ben\u0085',
    ]) {
      expect(await bothWays(dto, body(text))).toEqual({ api: refused, form: refused });
    }
    for (const text of [
      'Best party ever!\nThe kids loved the relay.\r\nThank you',
      'Zoë, 李小龙 and Sam 🦖',
      'The whole family 👨‍👩‍👧 came',
    ]) {
      expect(await pipeFields(dto, body(text))).toEqual({});
    }
  });
});

describe('text is kept in NFC', () => {
  it('a name typed as a letter and a combining mark is stored as the one letter', async () => {
    const decomposed = 'Zoe\u0308 Ame\u0301lie';
    const value = (await pipeValue(CreateBookingDto, {
      ...bookingBody({ eventDate: '2030-06-01', eventTime: '14:00' }, [1, 2, 3]),
      childName: `  ${decomposed} `,
    })) as CreateBookingDto;
    expect(value.childName).toBe('Zo\u00eb Am\u00e9lie');
    const roster = (await pipeValue(PutRosterDto, { version: 0, children: [child(decomposed)] })) as PutRosterDto;
    expect(roster.children[0].firstName).toBe('Zo\u00eb Am\u00e9lie');
  });
});
