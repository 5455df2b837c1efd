import { Body, Controller, Get, Header, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RegisterDto, type SessionState, type User } from '@app/contracts';
import { RateLimit } from '@app/rate-limit';
import { Authenticated, CurrentUser } from './access.decorators';
import { AccountsService } from './accounts.service';
import { LocalAuthGuard } from './local-auth.guard';
import { SessionAuth } from './session-auth';

/**
 * An Idempotency-Key is not honoured by replay here: the stored answer would not carry this browser's session, and
 * the store must never hold anything derived from a password. A double submit creates nothing twice anyway (a second
 * login is a fresh session, a second registration a 409).
 */
const NOT_REPLAYED = { idempotency: false };

/** SPEC §7: /api/register, /api/login, /api/logout, /api/user; and /api/session, the SPA's 200-always read. */
@Controller()
export class AuthController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly sessions: SessionAuth,
  ) {}

  /** Creates the account and signs it in (SPEC §4: registration success sets the current user). */
  @Post('register')
  @HttpCode(201)
  @RateLimit('register')
  @RouteConfig(NOT_REPLAYED)
  async register(@Body() dto: RegisterDto, @Req() req: FastifyRequest): Promise<User> {
    const user = await this.accounts.register(dto);
    await this.sessions.signIn(req, user);
    return user;
  }

  @Post('login')
  @HttpCode(200)
  @RouteConfig(NOT_REPLAYED)
  @UseGuards(LocalAuthGuard)
  login(@CurrentUser() user: User): User {
    return user;
  }

  @Post('logout')
  @HttpCode(204)
  logout(@Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply): Promise<void> {
    return this.sessions.signOut(req, res);
  }

  @Get('user')
  @Authenticated()
  currentUser(@CurrentUser() user: User): User {
    return user;
  }

  /** Who is signed in, without an error for nobody (SessionState). Per browser, so never stored by a cache. */
  @Get('session')
  @Header('Cache-Control', 'no-store')
  session(@Req() req: FastifyRequest): SessionState {
    return { user: req.user ?? null };
  }
}
