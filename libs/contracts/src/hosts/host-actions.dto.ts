import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength, ValidateBy } from 'class-validator';
import { DollarAmount } from '../admin/offline-payment.dto';
import {
  HOST_ACTION_MESSAGES as M,
  type ArrivalRequest,
  type DoorPaymentRequest,
  type FinishPartyRequest,
  type WalkInRequest,
} from '../host-actions.contract';
import { ROSTER_MESSAGES as RM, ROSTER_RULES as R } from '../roster.contract';
import { IsName } from '../validation/plain-text';
import { Rules } from '../validation/rules.decorator';
import { trim } from '../validation/transforms';

/** A phone's clock may run a little ahead of the server's: this much is still "now". */
const CLOCK_SKEW_MS = 5 * 60_000;

const isPastInstant = (value: unknown): boolean =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
  !Number.isNaN(Date.parse(value)) &&
  Date.parse(value) <= Date.now() + CLOCK_SKEW_MS;

/** When the action happened on the phone (docs/product/hosts.md#at-the-party); absent: when it reached us. */
const HappenedAt = (): PropertyDecorator =>
  Rules(
    IsOptional(),
    ValidateBy({ name: 'isPastInstant', validator: { validate: isPastInstant } }, { message: M.at }),
  );

class HostActionDto {
  @HappenedAt()
  at?: string;
}

/** PUT /api/host/parties/:id/arrivals/:childId. */
export class ArrivalDto extends HostActionDto implements ArrivalRequest {
  @Rules(IsBoolean({ message: M.arrived }))
  arrived: boolean;
}

/** POST /api/host/parties/:id/walk-ins: the roster's own rules for a child's first name and age. */
export class WalkInDto extends HostActionDto implements WalkInRequest {
  @Transform(trim)
  @Rules(
    IsString({ message: RM.firstName }),
    MinLength(1, { message: RM.firstName }),
    MaxLength(R.firstNameMax, { message: RM.firstName }),
    IsName("The child's first name"),
  )
  firstName: string;

  @Rules(IsInt({ message: RM.age }), Min(R.ageMin, { message: RM.age }), Max(R.ageMax, { message: RM.age }))
  age: number;
}

/** POST /api/host/parties/:id/payments: cash, at most the balance due (the ledger's check, as for the admin's). */
export class DoorPaymentDto extends HostActionDto implements DoorPaymentRequest {
  @DollarAmount()
  amount: string;
}

/** POST /api/host/parties/:id/finish. */
export class FinishPartyDto extends HostActionDto implements FinishPartyRequest {}
