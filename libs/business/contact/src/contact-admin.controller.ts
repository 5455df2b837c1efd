import { Body, Controller, Get, Param, Patch } from '@nestjs/common';
import { Roles } from '@app/accounts';
import { ContactMessageReadDto, type AdminContactMessage } from '@app/contracts';
import { ContactInboxService } from './contact-inbox.service';

/** The contact inbox (docs/product/pages.md#contact-page): admins only (401 anonymous, 403 anyone else). */
@Controller('admin/contact-messages')
@Roles('admin')
export class ContactAdminController {
  constructor(private readonly inbox: ContactInboxService) {}

  /** Newest first. */
  @Get()
  list(): Promise<AdminContactMessage[]> {
    return this.inbox.list();
  }

  @Patch(':id')
  markRead(@Param('id') id: string, @Body() dto: ContactMessageReadDto): Promise<AdminContactMessage> {
    return this.inbox.markRead(id, dto.read);
  }
}
