import { Param } from '@nestjs/common';
import { BookingsException } from '@app/bookings';
import { BOOKING_MESSAGES, HOST_ACTION_MESSAGES, PARTY_MESSAGES, parseGameRef, serialIdOf } from '@app/contracts';
import { pathIdPipe, uuidIdPipe } from '@app/platform';
import { RosterException } from '@app/roster';
import { PartyException } from './party.exception';

/** Another host's party answers as a booking that does not exist: a host learns nothing of parties not theirs. */
export const noSuchParty = (): BookingsException =>
  new BookingsException('BOOKING_NOT_FOUND', BOOKING_MESSAGES.notFound);

/** A game's reference as the party's read gives it (HostParty.games[].id): "12", or "custom-3" for a custom game. */
const isGameRef = (value: string): boolean => serialIdOf(value) !== undefined || parseGameRef(value) !== undefined;

/**
 * The ids in the host's routes (docs/product/hosts.md#access), one rule for all: an id that cannot be one answers as
 * an id that is not there, the domain's 404 with its message, never a 400 nor a database error. A new host route reads
 * each of its ids through one of these, or through `uuidIdPipe` with its own domain's not-found for an id of its own.
 */
export const HostPartyId = (): ParameterDecorator => Param('id', uuidIdPipe(noSuchParty));

export const HostChildId = (): ParameterDecorator =>
  Param(
    'childId',
    uuidIdPipe(() => new RosterException('ROSTER_CHILD_NOT_FOUND', HOST_ACTION_MESSAGES.childNotFound)),
  );

export const HostGameId = (): ParameterDecorator =>
  Param(
    'gameId',
    pathIdPipe(isGameRef, () => new PartyException('PARTY_GAME_NOT_FOUND', PARTY_MESSAGES.gameNotFound)),
  );
