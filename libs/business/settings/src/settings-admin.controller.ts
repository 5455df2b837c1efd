import { Body, Controller, Get, Put } from '@nestjs/common';
import { CurrentUser, Roles } from '@app/accounts';
import { BusinessSettingsDto, type AdminSettings, type User } from '@app/contracts';
import { SettingsService } from './settings.service';

/** GET and PUT /api/admin/settings: admins only (401 anonymous, 403 anyone else). */
@Controller('admin/settings')
@Roles('admin')
export class SettingsAdminController {
  constructor(private readonly settings: SettingsService) {}

  @Get()
  view(): Promise<AdminSettings> {
    return this.settings.adminView();
  }

  @Put()
  update(@Body() dto: BusinessSettingsDto, @CurrentUser() admin: User): Promise<AdminSettings> {
    return this.settings.update(dto, { id: admin.id, name: admin.username });
  }
}
