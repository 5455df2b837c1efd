import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PartyDayEntity, PartyResultEntity, PartyScorerEntity } from './entities';
import { PartyDays } from './party-days.service';

/** The party day's tables and the one service other domains ask (libs/office/admin's host and office routes, documents). */
@Module({
  imports: [TypeOrmModule.forFeature([PartyDayEntity, PartyResultEntity, PartyScorerEntity])],
  providers: [PartyDays],
  exports: [PartyDays],
})
export class PartyModule {}
