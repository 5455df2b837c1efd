import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsUUID, ValidateBy, ValidateNested } from 'class-validator';
import { DollarAmount } from '../payments/offline-payment.dto';
import {
  HOST_ACTION_MESSAGES as M,
  type ArrivalRequest,
  type DoorPaymentRequest,
  type WalkInRequest,
} from './host-actions.contract';
import type { CompletePartyRequest } from '../party-day/party-day.contract';
import { ChildAge, ChildFirstName } from '../roster/roster.dto';
import { Rules } from '../validation/rules.decorator';
import { nestedDto } from '../validation/input.transforms';
import { WAIVER_MESSAGES, type HostWaiverSignatureRequest } from '../waivers/waivers.contract';
import { PhoneWaiverSignatureDto } from '../waivers/waivers.dto';

const isInstant = (value: unknown): boolean =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
  !Number.isNaN(Date.parse(value));

/**
 * When the action happened on the phone (docs/product/hosts.md#at-the-party); absent: when it reached us. Its bounds
 * (not before the booking, not ahead of the server's clock) are the server's, which knows both.
 */
export const HappenedAt = (): PropertyDecorator =>
  Rules(IsOptional(), ValidateBy({ name: 'isInstant', validator: { validate: isInstant } }, { message: M.at }));

/** What every host action may carry: when it happened on the phone. */
export class HostActionDto {
  @HappenedAt()
  at?: string;
}

/** PUT /api/host/parties/:id/checkins/:childId. */
export class ArrivalDto extends HostActionDto implements ArrivalRequest {
  @Rules(IsBoolean({ message: M.arrived }))
  arrived: boolean;
}

/**
 * POST /api/host/parties/:id/walk-ins: the roster's own rules for a child's first name and age. While waivers are on
 * (and the business does not let children in without one), the parent's signature comes with the walk-in.
 */
export class WalkInDto extends HostActionDto implements WalkInRequest {
  @Rules(IsOptional(), IsUUID('all', { message: M.childId }))
  childId?: string;

  @ChildFirstName()
  firstName: string;

  @ChildAge()
  age: number;

  @Transform(nestedDto(PhoneWaiverSignatureDto))
  @Rules(IsOptional(), ValidateNested())
  waiver?: PhoneWaiverSignatureDto;
}

/** POST /api/host/parties/:id/waivers: a child on the party's list, signed for at the door by their parent. */
export class HostWaiverSignatureDto extends PhoneWaiverSignatureDto implements HostWaiverSignatureRequest {
  @Rules(IsUUID('all', { message: WAIVER_MESSAGES.childId }))
  childId: string;

  @HappenedAt()
  at?: string;
}

/** POST /api/host/parties/:id/payments: cash, at most the balance due (the ledger's check, as for the admin's). */
export class DoorPaymentDto extends HostActionDto implements DoorPaymentRequest {
  @DollarAmount()
  amount: string;
}

/** POST /api/host/parties/:id/complete. */
export class CompletePartyDto extends HostActionDto implements CompletePartyRequest {}
