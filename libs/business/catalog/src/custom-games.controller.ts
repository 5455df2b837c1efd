import { Body, Controller, Get, HttpCode, Inject, Post, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { APP_CONFIG, AppConfig } from '@app/config';
import { CreateCustomGameDto, type CustomGame } from '@app/contracts';
import { RateLimit } from '@app/rate-limit';
import { CustomGamesService } from './custom-games.service';
import { setSubmitterCookie, Submitter, SubmitterIdentity } from './submitter';

@Controller('custom-games')
export class CustomGamesController {
  constructor(
    private readonly customGames: CustomGamesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post()
  @HttpCode(201)
  @RateLimit('custom-game')
  async submit(
    @Body() dto: CreateCustomGameDto,
    @Submitter() submitter: SubmitterIdentity,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<CustomGame> {
    const { game, issuedToken } = await this.customGames.submit(dto, submitter);
    if (issuedToken) setSubmitterCookie(res, issuedToken, this.config.isProduction);
    return game;
  }

  /** Differs per caller (own pending submissions), so no shared caching. */
  @Get()
  list(@Submitter() submitter: SubmitterIdentity): Promise<CustomGame[]> {
    return this.customGames.visibleTo(submitter);
  }
}
