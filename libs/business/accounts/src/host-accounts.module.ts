import { Module } from '@nestjs/common';
import { OutboxModule } from '@app/queue';
import { HostAccounts } from './host-accounts.service';

/**
 * Hosts' accounts and invitations alone, without sessions or sign-in: the api has it through AccountsModule, the
 * worker imports it to e-mail an invitation (libs/office/admin).
 */
@Module({ imports: [OutboxModule], providers: [HostAccounts], exports: [HostAccounts] })
export class HostAccountsModule {}
