import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { Roles } from '@app/accounts';
import { PromoCodeDto, type PromoCode } from '@app/contracts';
import { PromoCodesService } from './promo-codes.service';
import { PromoIdPipe } from './promo-id.pipe';

/** docs/product/api.md#the-api /api/admin/promo-codes: admins only (401 anonymous, 403 anyone else). */
@Controller('admin/promo-codes')
@Roles('admin')
export class PromoAdminController {
  constructor(private readonly promos: PromoCodesService) {}

  @Get()
  list(): Promise<PromoCode[]> {
    return this.promos.list();
  }

  @Post()
  @HttpCode(201)
  create(@Body() dto: PromoCodeDto): Promise<PromoCode> {
    return this.promos.create(dto);
  }

  @Put(':id')
  update(@Param('id', PromoIdPipe) id: number, @Body() dto: PromoCodeDto): Promise<PromoCode> {
    return this.promos.update(id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@Param('id', PromoIdPipe) id: number): Promise<void> {
    await this.promos.remove(id);
  }
}
