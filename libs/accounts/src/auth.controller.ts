import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { RegisterDto, type User } from '@app/contracts';
import { RateLimit } from '@app/rate-limit';
import { Authenticated, CurrentUser } from './access.decorators';
import { AccountsService } from './accounts.service';
import { LocalAuthGuard } from './local-auth.guard';
import { SessionAuth } from './session-auth';

/** SPEC §7: /api/register, /api/login, /api/logout, /api/user. */
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
  async register(@Body() dto: RegisterDto, @Req() req: Request): Promise<User> {
    const user = await this.accounts.register(dto);
    await this.sessions.signIn(req, user);
    return user;
  }

  @Post('login')
  @HttpCode(200)
  @UseGuards(LocalAuthGuard)
  login(@CurrentUser() user: User): User {
    return user;
  }

  @Post('logout')
  @HttpCode(204)
  logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    return this.sessions.signOut(req, res);
  }

  @Get('user')
  @Authenticated()
  currentUser(@CurrentUser() user: User): User {
    return user;
  }
}
