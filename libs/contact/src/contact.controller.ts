import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { RateLimit } from '@app/rate-limit';
import { ContactService } from './contact.service';
import { CreateContactMessageDto } from './create-contact-message.dto';

@Controller('contact-messages')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  @HttpCode(201)
  @RateLimit('contact')
  async create(@Body() dto: CreateContactMessageDto): Promise<{ id: string; createdAt: Date }> {
    const { id, createdAt } = await this.contact.submit(dto);
    return { id, createdAt };
  }
}
