import { Controller, Get, Post, Query, Res, StreamableFile } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyReply } from 'fastify';
import { CurrentUser, Roles } from '@app/accounts';
import { ADMIN_CALLER } from '@app/bookings';
import type { CertificatesEmailed, DocumentBuilding, User } from '@app/contracts';
import { HostPartiesService, HostPartyId, ONCE_PER_KEY } from '@app/party';
import { PrintQueryDto } from '../document-query.dto';
import { servePdf } from './roster-documents.controller';
import { RosterDocumentsService } from './roster-documents.service';

/**
 * The award certificates of the host's party (docs/product/party-day.md#certificates): each child's title from the
 * party day. The party must be the host's (another team's is the 404 of one that does not exist); then the host, who
 * runs it, reads them as the office does, from any time.
 */
@Controller('host/parties/:id/certificates')
@Roles('host')
export class HostCertificatesController {
  constructor(
    private readonly parties: HostPartiesService,
    private readonly documents: RosterDocumentsService,
  ) {}

  /** ?paper=letter|a4: the PDF, or 202 + Retry-After while the worker makes it. */
  @Get()
  async download(
    @CurrentUser() host: User,
    @HostPartyId() id: string,
    @Query() { paper = 'letter' }: PrintQueryDto,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<StreamableFile | DocumentBuilding> {
    await this.parties.one(host.id, id);
    return servePdf(id, 'certificates', await this.documents.certificates(id, ADMIN_CALLER, paper), res);
  }

  /**
   * 202 `sending`: the worker e-mails them to the booking's parent; 200 `already-sent`: exactly these certificates
   * were e-mailed before, and nothing is sent.
   */
  @Post('email')
  @RouteConfig(ONCE_PER_KEY)
  async email(
    @CurrentUser() host: User,
    @HostPartyId() id: string,
    @Query() { paper = 'letter' }: PrintQueryDto,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<CertificatesEmailed> {
    await this.parties.one(host.id, id);
    const emailed = await this.documents.emailCertificates(id, paper);
    res.status(emailed.status === 'sending' ? 202 : 200);
    return emailed;
  }
}
