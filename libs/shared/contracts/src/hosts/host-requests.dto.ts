import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { ACCOUNT_RULES } from '../accounts/accounts.contract';
import { passwordRules } from '../accounts/password.rules';
import {
  HOST_MESSAGES as M,
  HOST_RULES as R,
  type AcceptHostInvitationRequest,
  type InviteHostRequest,
  type TeamHostsRequest,
  type UpdateHostRequest,
} from './hosts.contract';
import { IsEmailAddress } from '../validation/is-email-address.decorator';
import { IsName } from '../validation/plain-text.validator';
import { Rules } from '../validation/rules.decorator';
import { trim } from '../validation/input.transforms';

/** A link's token is 43 characters (an HMAC-SHA256 in base64url); anything much longer is no token of ours. */
const TOKEN_MAX = 100;

const hostName = [
  Transform(trim) as PropertyDecorator,
  IsString({ message: M.name }),
  IsNotEmpty({ message: M.name }),
  MaxLength(R.nameMax, { message: M.name }),
  IsName("The host's name"),
];

/** POST /api/admin/hosts. The e-mail address is also the host's username, so it keeps the username's length. */
export class InviteHostDto implements InviteHostRequest {
  @Rules(...hostName)
  name: string;

  @Transform(trim)
  @Rules(IsEmailAddress({ message: M.email }), MaxLength(ACCOUNT_RULES.usernameMax, { message: M.emailTooLong }))
  email: string;
}

/** PATCH /api/admin/hosts/:id. */
export class UpdateHostDto implements UpdateHostRequest {
  @IsOptional()
  @Rules(...hostName)
  name?: string;

  @IsOptional()
  @IsBoolean({ message: M.active })
  active?: boolean;
}

/** PUT /api/admin/teams/:id/hosts. */
export class TeamHostsDto implements TeamHostsRequest {
  @Rules(
    IsArray({ message: M.hostIds }),
    ArrayMaxSize(R.teamHostsMax, { message: M.hostIds }),
    IsUUID('all', { each: true, message: M.hostIds }),
  )
  hostIds: string[];
}

/** POST /api/host-invitations/accept: the password keeps the registration's rules and messages. */
export class AcceptHostInvitationDto implements AcceptHostInvitationRequest {
  @Rules(IsString({ message: M.token }), IsNotEmpty({ message: M.token }), MaxLength(TOKEN_MAX, { message: M.token }))
  token: string;

  @Rules(...passwordRules())
  password: string;
}
