import { Body, Controller, Delete, Get, HttpCode, Inject, Req, Res } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Authenticated, CurrentUser, endSession } from '@app/accounts';
import { APP_CONFIG, AppConfig } from '@app/config';
import { DeleteAccountDto, userDataFileName, type AccountDeleted, type User, type UserData } from '@app/contracts';
import { RateLimit } from '@app/rate-limit';
import { SettingsService } from '@app/settings';
import { AccountDeletion } from './account-deletion';
import { UserDataDownload } from './user-data';

/**
 * A parent's own data (docs/product/privacy.md), from the profile page: the download of everything held about the
 * signed-in account, and the account's deletion.
 */
@Controller('user')
@Authenticated()
export class UserDataController {
  constructor(
    private readonly download: UserDataDownload,
    private readonly deletion: AccountDeletion,
    private readonly settings: SettingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** GET /api/user/data: one JSON file, saved by the browser as `my-data-<the business's today>.json`. */
  @Get('data')
  @RateLimit('user-data')
  read(@CurrentUser() user: User, @Res({ passthrough: true }) res: FastifyReply): Promise<UserData> {
    res.header('Content-Disposition', `attachment; filename="${userDataFileName(this.settings.today())}"`);
    return this.download.of(user.id);
  }

  /**
   * DELETE /api/user {password}: the upcoming parties cancelled, the account gone, this session ended; the worker
   * erases the rest. Never replayed by an Idempotency-Key: its store would keep a fingerprint of the password, and a
   * second delete finds no session anyway (401).
   */
  @Delete()
  @HttpCode(200)
  @RouteConfig({ idempotency: false })
  async delete(
    @CurrentUser() user: User,
    @Body() dto: DeleteAccountDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<AccountDeleted> {
    const deleted = await this.deletion.delete(user, dto, req.ip);
    await endSession(req, res, this.config);
    return deleted;
  }
}
