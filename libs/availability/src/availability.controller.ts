import { Controller, Get, Header, Query } from '@nestjs/common';
import { AvailabilityQueryDto, type AvailabilityResponse } from '@app/contracts';
import { AvailabilityService } from './availability.service';

/** GET /api/availability: public; never cached, as it changes with every booking (a stale "free" costs a 409). */
@Controller('availability')
export class AvailabilityController {
  constructor(private readonly availability: AvailabilityService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  read(@Query() query: AvailabilityQueryDto): Promise<AvailabilityResponse> {
    return this.availability.availability(query);
  }
}
