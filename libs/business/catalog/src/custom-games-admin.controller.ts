import { Body, Controller, Get, Param, Patch } from '@nestjs/common';
import { Roles } from '@app/accounts';
import { ADMIN_MESSAGES, CustomGameReviewDto, type AdminCustomGame } from '@app/contracts';
import { serialIdPipe } from '@app/platform';
import { CatalogException } from './catalog.exception';
import { CustomGamesReviewService } from './custom-games-review.service';

const CustomGameIdPipe = serialIdPipe(
  () => new CatalogException('CUSTOM_GAME_NOT_FOUND', ADMIN_MESSAGES.customGameNotFound),
);

/**
 * docs/product/pages.md#custom-games review of submitted custom games: admins only (401 anonymous, 403 anyone else).
 */
@Controller('admin/custom-games')
@Roles('admin')
export class CustomGamesAdminController {
  constructor(private readonly review: CustomGamesReviewService) {}

  @Get()
  list(): Promise<AdminCustomGame[]> {
    return this.review.list();
  }

  @Patch(':id')
  decide(@Param('id', CustomGameIdPipe) id: number, @Body() dto: CustomGameReviewDto): Promise<AdminCustomGame> {
    return this.review.review(id, dto.status);
  }
}
