import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CreateContactMessageDto } from '@app/contracts';
import { RateLimit } from '@app/rate-limit';
import { ContactService } from './contact.service';

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
