import { Body, Controller, Get, Header, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, AppConfig } from '@app/config';
import {
  AcceptHostInvitationDto,
  RegisterDto,
  type AcceptedHostInvitation,
  type SessionState,
  type User,
} from '@app/contracts';
import { RateLimit } from '@app/rate-limit';
import { Authenticated, CurrentUser } from './access.decorators';
import { AccountsService } from './accounts.service';
import { HostAccounts, invitationInvalid } from './host-accounts.service';
import { LocalAuthGuard } from './local-auth.guard';
import { endSession } from './session-cookie';
import { SessionSerializer } from './session.serializer';
import { SignInHooks } from './sign-in-hooks';

/**
 * An Idempotency-Key is not honoured by replay here: the stored answer would not carry this browser's session, and
 * the store must never hold anything derived from a password. A double submit creates nothing twice anyway (a second
 * login is a fresh session, a second registration a 409).
 */
const NOT_REPLAYED = { idempotency: false };

/**
 * docs/product/api.md#the-api: /api/register, /api/login, /api/logout, /api/user; and /api/session, the SPA's
 * 200-always read. POST /api/host-invitations/accept: a host sets their first password through the invitation link
 * (docs/product/hosts.md#the-invitation), which signs them in.
 */
@Controller()
export class AuthController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly hosts: HostAccounts,
    private readonly signIn: SignInHooks,
    private readonly sessions: SessionSerializer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Creates the account and signs it in (docs/product/states.md#states-and-transitions: registration success sets the
   * current user).
   */
  @Post('register')
  @HttpCode(201)
  @RateLimit('register')
  @RouteConfig(NOT_REPLAYED)
  async register(@Body() dto: RegisterDto, @Req() req: FastifyRequest): Promise<User> {
    const user = await this.accounts.register(dto);
    await this.signIn.signIn(req, user);
    return user;
  }

  @Post('login')
  @HttpCode(200)
  @RouteConfig(NOT_REPLAYED)
  @UseGuards(LocalAuthGuard)
  login(@CurrentUser() user: User): User {
    return user;
  }

  /**
   * Setting the password signs the host in, as a registration does: they chose it a moment ago, and asking for it again
   * on the sign-in page only stood between them and their parties.
   */
  @Post('host-invitations/accept')
  @HttpCode(200)
  @RouteConfig(NOT_REPLAYED)
  async acceptHostInvitation(
    @Body() dto: AcceptHostInvitationDto,
    @Req() req: FastifyRequest,
  ): Promise<AcceptedHostInvitation> {
    const { userId, username } = await this.hosts.accept(dto);
    // Deactivated in the moment since the password was set: no session starts for them.
    const user = await this.accounts.findSignable(userId);
    if (!user) throw invitationInvalid();
    await this.signIn.signIn(req, user);
    return { username, user };
  }

  @Post('logout')
  @HttpCode(204)
  logout(@Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply): Promise<void> {
    return endSession(req, res, this.config);
  }

  @Get('user')
  @Authenticated()
  currentUser(@CurrentUser() user: User): User {
    return user;
  }

  /**
   * Who is signed in, without an error for nobody, and until when (SessionState). Per browser, so never stored by a
   * cache.
   */
  @Get('session')
  @Header('Cache-Control', 'no-store')
  session(@Req() req: FastifyRequest): SessionState {
    const principal = req.user && req.session.user;
    return {
      user: req.user ?? null,
      expiresAt: principal ? this.sessions.endsAt(principal, Date.now()).toISOString() : null,
    };
  }
}
